import { Link } from 'react-router';
import { fr } from '../i18n/fr';
import '../styles/home.css';

/** Home hero (part 1 §2 Home); statistics, showcases, newsroom and FAQ come with the home feature. */
export function HomePage() {
  return (
    <div className="page home">
      <section className="hero">
        <p className="hero__eyebrow">{fr.home.eyebrow}</p>
        <h1 className="hero__title">{fr.home.title}</h1>
        <p className="hero__lead">{fr.home.lead}</p>
        <div className="hero__actions">
          <Link to="/pick" className="btn btn--primary btn--lg">
            {fr.home.start}
          </Link>
          <Link to="/methods" className="btn btn--ghost btn--lg">
            {fr.home.discover}
          </Link>
        </div>
        <dl className="hero__figures">
          {fr.home.figures.map((figure) => (
            <div key={figure.label} className="hero__figure">
              <dt>{figure.label}</dt>
              <dd>{figure.value}</dd>
            </div>
          ))}
        </dl>
      </section>
    </div>
  );
}
