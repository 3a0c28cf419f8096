import { memo } from 'react';
import type { Legend, Point } from '../../domain/data/zoning';
import { limits } from '../../domain/limits';
import { richTextToPlain } from '../../domain/richText';
import {
  canFinishShape,
  deleteLegend,
  finishShape,
  removeLastPoint,
  removePoint,
  resetLegend,
  selectLegend,
  startDrawing,
  updateLegend,
} from '../../engine/zoning/editor';
import { overlapsOf } from '../../engine/zoning/overlaps';
import type { EditorAction, EditorStore } from '../../engine/zoning/store';
import { useEditorState } from './useEditorState';

/** The panel's texts (the page passes its French catalogue). */
export interface LegendPanelTexts {
  legends: string;
  legendTitle: (n: number) => string;
  select: (name: string) => string;
  legendLabel: string;
  legendLabelPlaceholder: string;
  colour: string;
  note: string;
  notePlaceholder: string;
  points: (n: number) => string;
  removePoint: (n: number) => string;
  pointAt: (x: number, y: number) => string;
  drawingHint: string;
  editHint: string;
  drawShape: string;
  finishShape: string;
  removeLast: string;
  reset: string;
  deleteLegend: string;
  /** A legend's zone overlaps others' (`names`: theirs, quoted). */
  overlaps: (names: string) => string;
}

interface LegendPanelProps {
  store: EditorStore;
  text: LegendPanelTexts;
}

/** Labels are stored as rich text: a typed '<' must stay a character, never become markup. */
export function escapeLabel(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * The legends of the draft, the active one first and open for editing (part 2 §2, §4). It shows
 * point counts and coordinates, so during a drag it repaints at most once per frame, and then
 * only the dragged legend's item and the chip of the moved point.
 */
export function LegendPanel({ store, text }: LegendPanelProps) {
  const legends = useEditorState(store, (s) => s.legends);
  const activeId = useEditorState(store, (s) => s.activeId);
  const drawing = useEditorState(store, (s) => s.drawing);
  const finishable = useEditorState(store, canFinishShape);
  // Ids in pairs, as one string: a drag that changes no pair repaints no item for it.
  const pairs = useEditorState(store, (s) => overlapsOf(s.legends).map(({ ids }) => ids.join(' ')).join('\n'));
  const partnersOf = (legend: Legend) => {
    const names = pairs
      .split('\n')
      .map((pair) => pair.split(' '))
      .filter((ids) => ids.includes(legend.id))
      .map((ids) => legends.findIndex((other) => other.id === (ids[0] === legend.id ? ids[1] : ids[0])))
      .filter((index) => index >= 0)
      .map((index) => `« ${nameOf(legends[index]!, legends.length - index, text)} »`);
    return names.length > 0 ? text.overlaps(names.join(', ')) : '';
  };
  return (
    <ol className="legend-list" aria-label={text.legends}>
      {legends.map((legend, index) =>
        legend.id === activeId ? (
          <ActiveLegend
            key={legend.id}
            legend={legend}
            number={legends.length - index}
            overlaps={partnersOf(legend)}
            drawing={drawing}
            finishable={finishable}
            apply={store.dispatch}
            text={text}
          />
        ) : (
          <LegendChoice key={legend.id} legend={legend} number={legends.length - index} overlaps={partnersOf(legend)} apply={store.dispatch} text={text} />
        ),
      )}
    </ol>
  );
}

interface ItemProps {
  legend: Legend;
  /** Its number in the board's order (the list shows the newest first). */
  number: number;
  /** Which zones this one overlaps, said in a sentence, or ''. */
  overlaps: string;
  apply: (action: EditorAction) => void;
  text: LegendPanelTexts;
}

function nameOf(legend: Legend, number: number, text: LegendPanelTexts): string {
  return richTextToPlain(legend.label).trim() || text.legendTitle(number);
}

const Swatch = ({ color }: { color: string }) => <span className="legend-item__swatch" style={{ background: color }} aria-hidden="true" />;

/** A legend that is not being edited: one button that selects it. */
const LegendChoice = memo(function LegendChoice({ legend, number, overlaps, apply, text }: ItemProps) {
  const name = nameOf(legend, number, text);
  return (
    <li className="legend-item">
      <button type="button" className="legend-item__select" onClick={() => apply((s) => selectLegend(s, legend.id))} aria-label={text.select(name)}>
        <Swatch color={legend.color} />
        <span className="legend-item__name">{name}</span>
        <span className="legend-item__meta">{text.points(legend.points.length)}</span>
      </button>
      <OverlapNote overlaps={overlaps} />
    </li>
  );
});

/**
 * The legend being edited: its fields, its points and its actions. A drag changes one point:
 * this item repaints, and of its parts only the moved point's chip.
 */
const ActiveLegend = memo(function ActiveLegend({ legend, number, overlaps, drawing, finishable, apply, text }: ItemProps & { drawing: boolean; finishable: boolean }) {
  return (
    <li className="legend-item legend-item--active" data-testid="active-legend">
      <LegendHead name={nameOf(legend, number, text)} color={legend.color} count={legend.points.length} text={text} />
      <OverlapNote overlaps={overlaps} />
      <LegendFields legend={legend} apply={apply} text={text} />
      {legend.points.length > 0 ? (
        <ul className="point-chips">
          {legend.points.map((point, i) => (
            <PointChip key={i} legendId={legend.id} index={i} point={point} apply={apply} text={text} />
          ))}
        </ul>
      ) : null}
      <LegendActions legendId={legend.id} count={legend.points.length} drawing={drawing} finishable={finishable} apply={apply} text={text} />
    </li>
  );
});

/** Where a click in practice would be ambiguous: the common area is drawn in red on the board. */
const OverlapNote = ({ overlaps }: { overlaps: string }) =>
  overlaps ? (
    <p className="legend-item__overlap" data-testid="legend-overlap">
      <span aria-hidden="true">⚠ </span>
      {overlaps}
    </p>
  ) : null;

const LegendHead = memo(function LegendHead({ name, color, count, text }: { name: string; color: string; count: number; text: LegendPanelTexts }) {
  return (
    <div className="legend-item__head">
      <Swatch color={color} />
      <span className="legend-item__name">{name}</span>
      <span className="legend-item__meta">{text.points(count)}</span>
    </div>
  );
});

interface ActionsProps {
  legendId: string;
  /** How many points the legend has. */
  count: number;
  drawing: boolean;
  finishable: boolean;
  apply: ItemProps['apply'];
  text: LegendPanelTexts;
}

const LegendActions = memo(function LegendActions({ legendId, count, drawing, finishable, apply, text }: ActionsProps) {
  return (
    <>
      <p className="field__hint">{drawing ? text.drawingHint : text.editHint}</p>
      <div className="legend-item__actions">
        {drawing ? (
          <button type="button" className="btn btn--primary btn--sm" disabled={!finishable} onClick={() => apply(finishShape)}>
            {text.finishShape}
          </button>
        ) : (
          <button type="button" className="btn btn--ghost btn--sm" disabled={count >= limits.pointsPerLegend} onClick={() => apply(startDrawing)}>
            {text.drawShape}
          </button>
        )}
        <button type="button" className="btn btn--ghost btn--sm" disabled={count === 0} onClick={() => apply(removeLastPoint)}>
          {text.removeLast}
        </button>
        <button type="button" className="btn btn--ghost btn--sm" disabled={count === 0} onClick={() => apply(resetLegend)}>
          {text.reset}
        </button>
        <button type="button" className="btn btn--ghost btn--sm btn--danger" onClick={() => apply((s) => deleteLegend(s, legendId))}>
          {text.deleteLegend}
        </button>
      </div>
    </>
  );
});

/** Label, colour and note: a drag leaves them alone (same texts, same colour, same legend id). */
const LegendFields = memo(
  function LegendFields({ legend, apply, text }: Omit<ItemProps, 'number' | 'overlaps'>) {
    return (
      <div className="legend-item__fields">
        <label className="field">
          <span className="field__label">{text.legendLabel}</span>
          <input
            className="input"
            value={richTextToPlain(legend.label)}
            maxLength={limits.textInputMax}
            placeholder={text.legendLabelPlaceholder}
            onChange={(e) => apply((s) => updateLegend(s, legend.id, { label: escapeLabel(e.target.value) }))}
          />
        </label>
        <label className="field legend-item__colour">
          <span className="field__label">{text.colour}</span>
          <input type="color" className="colour-input" value={legend.color} onChange={(e) => apply((s) => updateLegend(s, legend.id, { color: e.target.value }))} />
        </label>
        <label className="field legend-item__note">
          <span className="field__label">{text.note}</span>
          <textarea
            className="input textarea"
            rows={2}
            value={richTextToPlain(legend.note ?? '')}
            maxLength={limits.textareaMax}
            placeholder={text.notePlaceholder}
            onChange={(e) => apply((s) => updateLegend(s, legend.id, { note: escapeLabel(e.target.value) || null }))}
          />
        </label>
      </div>
    );
  },
  (before, after) =>
    before.legend.id === after.legend.id &&
    before.legend.label === after.legend.label &&
    before.legend.color === after.legend.color &&
    before.legend.note === after.legend.note &&
    before.apply === after.apply &&
    before.text === after.text,
);

/** One point of the legend being edited; its title gives its coordinates. */
const PointChip = memo(function PointChip({ legendId, index, point, apply, text }: { legendId: string; index: number; point: Point; apply: ItemProps['apply']; text: LegendPanelTexts }) {
  return (
    <li>
      <button type="button" className="point-chip" title={text.pointAt(point.x, point.y)} onClick={() => apply((s) => removePoint(s, legendId, index))} aria-label={text.removePoint(index + 1)}>
        {index + 1} <span aria-hidden="true">×</span>
      </button>
    </li>
  );
});
