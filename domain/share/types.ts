/** Share payloads (part 1 §3, part 2 §3): what travels in a share code, at version 1. */
export const SHARE_VERSION = 1;

export const SHARE_TYPES = [
  'association-card',
  'association-training',
  'zoning-set',
  'zoning-collection',
  'mindmap-set',
  'mindmap-collection',
] as const;
export type ShareType = (typeof SHARE_TYPES)[number];

export interface ShareMeta {
  /** ms timestamp. */
  sharedAt: number;
  subjectId: string | null;
  chapterId: string | null;
}

export interface SharedCard {
  answer: string;
  answers: string[];
  text: string;
  imageUrl: string | null;
}

export interface SharedLegend {
  label: string;
  note: string | null;
  color: string;
  points: { x: number; y: number }[];
}

export interface SharedBoard {
  title: string | null;
  imageUrl: string;
  legends: SharedLegend[];
}

export interface SharedNode {
  label: string;
  color: string;
  position: { x: number; y: number };
  annotation: string | null;
  imageUrl: string | null;
}

/** Edges point at nodes by their index in the map's node list. */
export interface SharedEdge {
  fromIndex: number;
  toIndex: number;
  color: string;
  labelAbove: string | null;
  labelBelow: string | null;
}

export interface SharedMap {
  title: string | null;
  backgroundColor: string | null;
  nodes: SharedNode[];
  edges: SharedEdge[];
}

interface Base<T extends ShareType> {
  type: T;
  version: typeof SHARE_VERSION;
  meta: ShareMeta;
}

export type SharePayload =
  | (Base<'association-card'> & { card: SharedCard })
  | (Base<'association-training'> & { cards: SharedCard[] })
  | (Base<'zoning-set'> & { set: SharedBoard })
  | (Base<'zoning-collection'> & { sets: SharedBoard[] })
  | (Base<'mindmap-set'> & { map: SharedMap })
  | (Base<'mindmap-collection'> & { maps: SharedMap[] });

/** Why a code gave no payload. The screens word it (part 1 §8, part 2 §8). */
export type ShareDecodeError = 'invalid' | 'unknown-type';

export type ShareDecodeResult = { ok: true; payload: SharePayload } | { ok: false; error: ShareDecodeError };

/** The method family a payload belongs to, for the wrong-type messages of each import box. */
export function shareFamily(type: ShareType): 'association' | 'zoning' | 'mindmap' {
  if (type.startsWith('association')) return 'association';
  return type.startsWith('zoning') ? 'zoning' : 'mindmap';
}

/** A server short code: at most 20 letters, digits, underscores or hyphens. */
export function isServerCode(input: string): boolean {
  return /^[A-Za-z0-9_-]{1,20}$/.test(input);
}
