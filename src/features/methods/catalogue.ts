import type { CatalogueMethodId } from '../../../domain/data/sessions';
import { fr } from '../../i18n/shell';

/** The address segment of a method's manage and train screens. */
export type MethodSegment = 'association' | 'zoning' | 'mindmap';

/** A method as the picker and the methods page show it (part 1 §2 Methods catalogue). */
export interface MethodDescriptor {
  id: CatalogueMethodId;
  name: string;
  emoji: string;
  /** False for the methods listed as 'coming soon'. */
  enabled: boolean;
  /** Where its screens live; null while it is not available. */
  segment: MethodSegment | null;
}

export const METHODS: readonly MethodDescriptor[] = [
  { id: 'association', name: fr.methods.association, emoji: '🔗', enabled: true, segment: 'association' },
  { id: 'image-zoning', name: fr.methods.zoning, emoji: '🎯', enabled: true, segment: 'zoning' },
  { id: 'mindmap', name: fr.methods.mindmap, emoji: '🕸️', enabled: true, segment: 'mindmap' },
  { id: 'qcm', name: fr.methods.qcm, emoji: '✅', enabled: false, segment: null },
  { id: 'dictation', name: fr.methods.dictation, emoji: '✍️', enabled: false, segment: null },
  { id: 'group', name: fr.methods.group, emoji: '🧺', enabled: false, segment: null },
];

export function methodById(id: string): MethodDescriptor | undefined {
  return METHODS.find((method) => method.id === id);
}

/** The manage or train screen of a method for a chapter, or null for a method not available yet. */
export function methodScreenPath(methodId: string, mode: 'manage' | 'train', subjectId: string, chapterId: string): string | null {
  const segment = methodById(methodId)?.segment;
  if (!segment) return null;
  return `/${segment}/${mode}/${encodeURIComponent(subjectId)}/${encodeURIComponent(chapterId)}`;
}
