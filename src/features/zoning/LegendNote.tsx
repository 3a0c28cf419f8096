import type { Legend } from '../../../domain/data/zoning';
import { richTextToPlain } from '../../../domain/richText';
import { zoningText } from '../../i18n/zoning';

/** A legend's note, shown once its question is validated (part 2 §4); nothing without one. */
export function LegendNote({ legend }: { legend: Legend }) {
  const note = legend.note ? richTextToPlain(legend.note) : '';
  if (!note) return null;
  return (
    <p className="zoning-practice__note">
      <strong>{zoningText.practice.note} :</strong> {note}
    </p>
  );
}
