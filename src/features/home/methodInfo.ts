import type { CatalogueMethodId, MethodId } from '../../../domain/data/sessions';
import { fr } from '../../i18n/shell';
import { writeStored, storageKeys } from '../../lib/storage';
import { METHODS, type MethodDescriptor } from '../methods/catalogue';
import { pickPath } from '../pick/pickPath';
import type { MethodsStats } from '../../../domain/api';
import { formatCount } from './format';

/** A method descriptor with the catalogue's texts (part 1 §2 Methods catalogue). */
export interface MethodInfo extends MethodDescriptor {
  badge: string;
  badgeColor: string;
  desc: string;
  how: readonly string[];
  tags: readonly string[];
}

const BADGE_COLOURS: Record<CatalogueMethodId, string> = {
  association: '#6366f1',
  'image-zoning': '#ec4899',
  mindmap: '#14b8a6',
  qcm: '#f97316',
  dictation: '#64748b',
  group: '#64748b',
};

export const METHOD_INFOS: readonly MethodInfo[] = METHODS.map((method) => ({
  ...method,
  ...fr.methodDetails[method.id],
  badgeColor: BADGE_COLOURS[method.id],
}));

/** The public figures shown on a method's card; none for methods not available yet. */
export function methodStatLines(id: MethodId, stats: MethodsStats | null): string[] {
  if (!stats) return [];
  const lines = fr.home.methodStats;
  if (id === 'association') return lines.association(stats.association, formatCount);
  if (id === 'image-zoning') return lines.imageZoning(stats.imageZoning, formatCount);
  if (id === 'mindmap') return lines.mindmap(stats.mindmap, formatCount);
  if (id === 'qcm') return lines.qcm(stats.qcm, formatCount);
  return [];
}

/** Presets the picker on a method: remembered in session storage, as the picker itself does. */
export function presetPickedMethod(id: MethodId): void {
  writeStored('session', storageKeys.pickedMethod, id);
}

export const pickPathFor = (id: MethodId) => pickPath({ methodId: id });
