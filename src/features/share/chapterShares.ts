import type { MindMap } from '../../../domain/data/mindMaps';
import type { ZoningBoard } from '../../../domain/data/zoning';
import { shareBoard, shareBoards, shareMap, shareMaps, shareMeta, toSharedBoard, toSharedMap } from '../../../domain/share/build';
import { normaliseSharedBoard, normaliseSharedMap } from '../../../domain/share/normalise';
import type { SharePayload } from '../../../domain/share/types';
import { fr } from '../../i18n/fr';

/** A board travels only with its image and at least one named legend of 3 or more points. */
export const isShareableBoard = (board: ZoningBoard) => normaliseSharedBoard(toSharedBoard(board)) !== null;
/** A map travels only with 2 named nodes and an arrow between them. */
export const isShareableMap = (map: MindMap) => normaliseSharedMap(toSharedMap(map)) !== null;

const texts = fr.share.families;

/** What 'share' gives for one board: the payload, or why it cannot go (part 2 §5 Zoning share). */
export function boardShare(board: ZoningBoard, subjectId: string, chapterId: string): SharePayload | string {
  return isShareableBoard(board) ? shareBoard(board, shareMeta(subjectId, chapterId)) : texts.zoning.incomplete!;
}

export function boardsShare(boards: readonly ZoningBoard[], subjectId: string, chapterId: string): SharePayload | string | null {
  if (boards.length === 0) return null;
  const shareable = boards.filter(isShareableBoard);
  return shareable.length ? shareBoards(shareable, shareMeta(subjectId, chapterId)) : texts.zoning.noneShareable!;
}

export function mapShare(map: MindMap, subjectId: string, chapterId: string): SharePayload | string {
  return isShareableMap(map) ? shareMap(map, shareMeta(subjectId, chapterId)) : texts.mindmap.incomplete!;
}

export function mapsShare(maps: readonly MindMap[], subjectId: string, chapterId: string): SharePayload | string | null {
  if (maps.length === 0) return null;
  const shareable = maps.filter(isShareableMap);
  return shareable.length ? shareMaps(shareable, shareMeta(subjectId, chapterId)) : texts.mindmap.noneShareable!;
}
