import type { DuelQuestionView } from '../../../domain/duels/questions';
import type { MindMapBlank } from '../../../domain/questions/blanks';
import { blankOf } from '../exam/format';

export type MapQuestionView = Extract<DuelQuestionView, { kind: 'label' }>;

/** A map question's map as the map views draw it (a duel sends no annotations). */
export const mapOf = (view: MapQuestionView) => ({ ...view, nodes: view.nodes.map((node) => ({ ...node, annotation: null })) });

/** The text a map question asks, by the id the map's texts use (a node's, or an arrow's side). */
export const blankOfView = (view: MapQuestionView, answer = ''): MindMapBlank =>
  blankOf(view.blank.kind === 'node' ? view.blank.ownerId : `${view.blank.ownerId}:${view.blank.kind}`, answer);
