import { useId, useState } from 'react';
import { fr } from '../../i18n/shell';

/** Six questions, one answer open at a time (part 1 §2 Home). */
export function Faq() {
  const text = fr.home.faq;
  const [open, setOpen] = useState<number | null>(null);
  const id = useId();
  return (
    <section className="home-section faq" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="home-section__title">
        {text.title}
      </h2>
      <div className="faq__list">
        {text.items.map((item, index) => {
          const expanded = open === index;
          return (
            <div key={item.q} className={`faq__item${expanded ? ' faq__item--open' : ''}`}>
              <h3 className="faq__question">
                <button
                  type="button"
                  id={`${id}-q${index}`}
                  aria-expanded={expanded}
                  aria-controls={`${id}-a${index}`}
                  onClick={() => setOpen(expanded ? null : index)}
                >
                  {item.q}
                  <span className="faq__chevron" aria-hidden="true" />
                </button>
              </h3>
              <div id={`${id}-a${index}`} role="region" aria-labelledby={`${id}-q${index}`} className="faq__answer" hidden={!expanded}>
                <p>{item.a}</p>
              </div>
            </div>
          );
        })}
      </div>
    </section>
  );
}
