import { Fragment, type ReactNode } from 'react';
import { answerDiff, type DiffSegment } from '../../../domain/answers/diff';
import { fr } from '../../i18n/fr';

/** An answer as written, the letters that differ in <mark>, and for screen readers the list of those letters. */
function MarkedText({ segments }: { segments: DiffSegment[] }) {
  const differing = segments.filter((segment) => segment.differs).map((segment) => segment.text.trim() || segment.text);
  return (
    <>
      {segments.map((segment, index) =>
        segment.differs ? (
          <mark key={index} className="answer-diff">
            {segment.text}
          </mark>
        ) : (
          <Fragment key={index}>{segment.text}</Fragment>
        ),
      )}
      {differing.length > 0 && <span className="visually-hidden"> {fr.training.differing(differing.join(', '))}</span>}
    </>
  );
}

/** Both sides of an almost-right answer (« Presque ! »), as written, their differing letters marked. */
export function markedAnswers(given: string, expected: string): { given: ReactNode; expected: ReactNode } {
  const diff = answerDiff(given, expected);
  return { given: <MarkedText segments={diff.given} />, expected: <MarkedText segments={diff.expected} /> };
}
