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
import type { EditorStore } from '../../engine/zoning/store';
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
 * point counts and coordinates, so during a drag it repaints at most once per frame.
 */
export function LegendPanel({ store, text }: LegendPanelProps) {
  const state = useEditorState(store, (s) => s);
  const apply = store.dispatch;
  return (
    <ol className="legend-list" aria-label={text.legends}>
      {state.legends.map((legend, index) => {
        const name = richTextToPlain(legend.label).trim() || text.legendTitle(state.legends.length - index);
        const active = legend.id === state.activeId;
        const swatch = <span className="legend-item__swatch" style={{ background: legend.color }} aria-hidden="true" />;
        if (!active) {
          return (
            <li key={legend.id} className="legend-item">
              <button type="button" className="legend-item__select" onClick={() => apply((s) => selectLegend(s, legend.id))} aria-label={text.select(name)}>
                {swatch}
                <span className="legend-item__name">{name}</span>
                <span className="legend-item__meta">{text.points(legend.points.length)}</span>
              </button>
            </li>
          );
        }
        const drawing = state.drawing;
        return (
          <li key={legend.id} className="legend-item legend-item--active" data-testid="active-legend">
            <div className="legend-item__head">
              {swatch}
              <span className="legend-item__name">{name}</span>
              <span className="legend-item__meta">{text.points(legend.points.length)}</span>
            </div>
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
            {legend.points.length > 0 ? (
              <ul className="point-chips">
                {legend.points.map((point, i) => (
                  <li key={i}>
                    <button
                      type="button"
                      className="point-chip"
                      title={text.pointAt(point.x, point.y)}
                      onClick={() => apply((s) => removePoint(s, legend.id, i))}
                      aria-label={text.removePoint(i + 1)}
                    >
                      {i + 1} <span aria-hidden="true">×</span>
                    </button>
                  </li>
                ))}
              </ul>
            ) : null}
            <p className="field__hint">{drawing ? text.drawingHint : text.editHint}</p>
            <div className="legend-item__actions">
              {drawing ? (
                <button type="button" className="btn btn--primary btn--sm" disabled={!canFinishShape(state)} onClick={() => apply(finishShape)}>
                  {text.finishShape}
                </button>
              ) : (
                <button type="button" className="btn btn--ghost btn--sm" disabled={legend.points.length >= limits.pointsPerLegend} onClick={() => apply(startDrawing)}>
                  {text.drawShape}
                </button>
              )}
              <button type="button" className="btn btn--ghost btn--sm" disabled={legend.points.length === 0} onClick={() => apply(removeLastPoint)}>
                {text.removeLast}
              </button>
              <button type="button" className="btn btn--ghost btn--sm" disabled={legend.points.length === 0} onClick={() => apply(resetLegend)}>
                {text.reset}
              </button>
              <button type="button" className="btn btn--ghost btn--sm btn--danger" onClick={() => apply((s) => deleteLegend(s, legend.id))}>
                {text.deleteLegend}
              </button>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
