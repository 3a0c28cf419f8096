import type { CSSProperties } from 'react';
import { Link } from 'react-router';
import { fr } from '../../i18n/shell';
import type { MethodsStats } from '../../../domain/api';
import { methodStatLines, pickPathFor, presetPickedMethod, type MethodInfo } from './methodInfo';
import '../../styles/methods.css';

interface MethodCardProps {
  method: MethodInfo;
  stats: MethodsStats | null;
  active?: boolean;
  /** Hidden from keyboard and screen readers while scrolled out of a carousel. */
  inert?: boolean;
}

/** Name, emoji, description, tags, steps, state, public figures and a way to the picker. */
export function MethodCard({ method, stats, active = false, inert = false }: MethodCardProps) {
  const text = fr.home.method;
  const lines = methodStatLines(method.id, stats);
  const headingId = `method-${method.id}`;
  return (
    <article
      className={`method-card${active ? ' method-card--active' : ''}${method.enabled ? '' : ' method-card--soon'}`}
      style={{ '--method-accent': method.badgeColor } as CSSProperties}
      aria-labelledby={headingId}
      inert={inert}
    >
      <div className="method-card__head">
        <span className="method-card__emoji" aria-hidden="true">
          {method.emoji}
        </span>
        <span className={`method-card__state${method.enabled ? '' : ' method-card__state--soon'}`}>
          {method.enabled ? text.available : text.soon}
        </span>
      </div>
      <h3 id={headingId} className="method-card__name">
        {method.name}
        <span className="method-card__badge">{method.badge}</span>
      </h3>
      <p className="method-card__desc">{method.desc}</p>
      <ul className="method-card__tags" aria-label={method.name}>
        {method.tags.map((tag) => (
          <li key={tag}>{tag}</li>
        ))}
      </ul>
      <h4 className="method-card__subtitle">{text.how}</h4>
      <ol className="method-card__steps">
        {method.how.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      {lines.length > 0 && (
        <ul className="method-card__stats" aria-label={text.stats}>
          {lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      )}
      {method.enabled && (
        <Link className="btn btn--primary method-card__cta" to={pickPathFor(method.id)} onClick={() => presetPickedMethod(method.id)}>
          {text.tryIt}
        </Link>
      )}
    </article>
  );
}
