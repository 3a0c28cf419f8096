import { Link } from 'react-router';
import { Faq } from '../features/home/Faq';
import { Newsroom, Showcases } from '../features/home/HomeSections';
import { MethodsCarousel } from '../features/home/MethodsCarousel';
import { PlatformStatsCards } from '../features/home/PlatformStatsCards';
import { useMethodsStats } from '../features/home/useMethodsStats';
import { fr } from '../i18n/shell';
import '../styles/home.css';

/** Home (part 1 §2): hero, live figures, methods, showcases, news, community and FAQ. */
export function HomePage() {
  const methodsStats = useMethodsStats();
  return (
    <div className="page home">
      <section className="hero">
        <div className="hero__text">
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
        </div>
        {/* On a wide screen the figures fill the hero's right half instead of leaving it empty. */}
        <dl className="hero__figures">
          {fr.home.figures.map((figure) => (
            <div key={figure.label} className="hero__figure">
              <dt>{figure.label}</dt>
              <dd>{figure.value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <PlatformStatsCards />
      <MethodsCarousel stats={methodsStats} />
      <Showcases />
      <Newsroom />
      <Faq />
    </div>
  );
}
