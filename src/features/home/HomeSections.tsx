import { Link } from 'react-router';
import { fr } from '../../i18n/shell';

/** Three showcases, each with its call to action (subjects, pick, account). */
export function Showcases() {
  return (
    <div className="showcases">
      {fr.home.showcases.map((showcase, index) => (
        <article key={showcase.to} className="showcase">
          <span className="showcase__index" aria-hidden="true">
            0{index + 1}
          </span>
          <h2 className="showcase__title">{showcase.title}</h2>
          <p className="showcase__body">{showcase.body}</p>
          <Link className="btn btn--ghost" to={showcase.to}>
            {showcase.cta}
          </Link>
        </article>
      ))}
    </div>
  );
}

/** Three static announcements and the community chat invite. */
export function Newsroom() {
  const { newsroom, community } = fr.home;
  return (
    <div className="home-news">
      <section className="home-section" aria-labelledby="newsroom-title">
        <h2 id="newsroom-title" className="home-section__title">
          {newsroom.title}
        </h2>
        <ul className="newsroom">
          {newsroom.items.map((item) => (
            <li key={item.title} className="news-item">
              <p className="news-item__date">{item.date}</p>
              <h3 className="news-item__title">{item.title}</h3>
              <p className="news-item__body">{item.body}</p>
            </li>
          ))}
        </ul>
      </section>
      <aside className="community" aria-labelledby="community-title">
        <h2 id="community-title" className="community__title">
          {community.title}
        </h2>
        <p>{community.body}</p>
        <a className="btn btn--primary" href={community.url} target="_blank" rel="noreferrer noopener">
          {community.cta}
        </a>
      </aside>
    </div>
  );
}
