import type { MethodId } from '../../../domain/data/sessions';
import { fr } from '../../i18n/fr';
import { ALL, chapterChoices, type StatsFilters as Filters, type StatsSubject } from './statsModel';

interface StatsFiltersProps {
  filters: Filters;
  methods: readonly MethodId[];
  subjects: readonly StatsSubject[];
  onChange: (change: Partial<Filters>) => void;
}

/** Method, subject ('Matière') and chapter; the chapter waits for a subject that has chapters. */
export function StatsFilters({ filters, methods, subjects, onChange }: StatsFiltersProps) {
  const chapters = chapterChoices(subjects, filters.subjectId);
  return (
    <fieldset className="stats-filters">
      <legend className="visually-hidden">{fr.stats.filtersLabel}</legend>
      <label className="field">
        <span className="field__label">{fr.stats.method}</span>
        <select
          className="input"
          value={filters.methodId}
          disabled={methods.length === 0}
          onChange={(event) => onChange({ methodId: event.target.value as Filters['methodId'] })}
        >
          <option value={ALL}>{methods.length ? fr.stats.allMethods : fr.stats.noMethodData}</option>
          {methods.map((id) => (
            <option key={id} value={id}>
              {fr.stats.methods[id]}
            </option>
          ))}
        </select>
      </label>
      <label className="field">
        <span className="field__label">{fr.stats.subject}</span>
        <select className="input" value={filters.subjectId} onChange={(event) => onChange({ subjectId: event.target.value })}>
          <option value={ALL}>{fr.stats.allSubjects}</option>
          {subjects.map((subject) => (
            <option key={subject.id} value={subject.id}>
              {subject.name}
            </option>
          ))}
        </select>
      </label>
      <label className="field">
        <span className="field__label">{fr.stats.chapter}</span>
        <select
          className="input"
          value={filters.chapterId}
          disabled={chapters.length === 0}
          onChange={(event) => onChange({ chapterId: event.target.value })}
        >
          <option value={ALL}>{fr.stats.allChapters}</option>
          {chapters.map((chapter) => (
            <option key={chapter.id} value={chapter.id}>
              {chapter.name}
            </option>
          ))}
        </select>
      </label>
    </fieldset>
  );
}
