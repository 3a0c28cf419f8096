import type { CatalogueMethodId } from '../../../domain/data/sessions';
import { fr } from '../../i18n/shell';

/** The address segment of a method's manage and train screens. */
export type MethodSegment = 'association' | 'zoning' | 'mindmap' | 'qcm';

/** A method as the picker and the methods page show it (part 1 §2 Methods catalogue). */
export interface MethodDescriptor {
  id: CatalogueMethodId;
  name: string;
  emoji: string;
  /** False for the methods listed as 'coming soon'. */
  enabled: boolean;
  /** Where its screens live; null while it is not available. */
  segment: MethodSegment | null;
  /** Whether it has a screen to organise its own material (a QCM asks the chapter's cards, boards and maps). */
  managed: boolean;
}

export const METHODS: readonly MethodDescriptor[] = [
  { id: 'association', name: fr.methods.association, emoji: '🔗', enabled: true, segment: 'association', managed: true },
  { id: 'image-zoning', name: fr.methods.zoning, emoji: '🎯', enabled: true, segment: 'zoning', managed: true },
  { id: 'mindmap', name: fr.methods.mindmap, emoji: '🕸️', enabled: true, segment: 'mindmap', managed: true },
  { id: 'qcm', name: fr.methods.qcm, emoji: '✅', enabled: true, segment: 'qcm', managed: false },
  { id: 'dictation', name: fr.methods.dictation, emoji: '✍️', enabled: false, segment: null, managed: false },
  { id: 'group', name: fr.methods.group, emoji: '🧺', enabled: false, segment: null, managed: false },
];

export function methodById(id: string): MethodDescriptor | undefined {
  return METHODS.find((method) => method.id === id);
}

/** The manage or train screen of a method for a chapter, or null for a method not available yet (or a screen it has not). */
export function methodScreenPath(methodId: string, mode: 'manage' | 'train', subjectId: string, chapterId: string): string | null {
  const method = methodById(methodId);
  const segment = method?.segment;
  if (!segment || (mode === 'manage' && !method.managed)) return null;
  return `/${segment}/${mode}/${encodeURIComponent(subjectId)}/${encodeURIComponent(chapterId)}`;
}
