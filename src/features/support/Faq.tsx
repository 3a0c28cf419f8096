import { useDeferredValue, useId, useState } from 'react';
import { fr } from '../../i18n/fr';
import { perksText } from '../../i18n/perks';
import { faqMatches } from './supportModel';

const text = perksText.support;
/** The home page's questions, then those about support itself. */
const QUESTIONS = [...fr.home.faq.items, ...text.extraFaq];

/** The searchable questions of /aide. */
export function Faq() {
  const id = useId();
  const [search, setSearch] = useState('');
  const query = useDeferredValue(search);
  const shown = QUESTIONS.filter((item) => faqMatches(item, query));
  return (
    <section className="help-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="help-section__title">
        {text.faqTitle}
      </h2>
      <label className="field">
        <span className="field__label">{text.search}</span>
        <input className="input" type="search" value={search} placeholder={text.searchPlaceholder} maxLength={100} onChange={(event) => setSearch(event.target.value)} />
      </label>
      {shown.length === 0 ? (
        <p className="help-section__hint" role="status">
          {text.noMatch(query.trim())}
        </p>
      ) : (
        <div className="faq-list">
          {shown.map((item) => (
            <details key={item.q} className="faq-item">
              <summary>{item.q}</summary>
              <p>{item.a}</p>
            </details>
          ))}
        </div>
      )}
    </section>
  );
}
