import type { BlankPlace } from '../../../engine/mindmap/hiddenItems';
import { mindMapText } from '../../i18n/mindmap';

const text = mindMapText.practice;

/** Where the blank is, in words, for the list and the results: its neighbours or its arrow's ends. */
export function placeText(place: BlankPlace): string {
  const area = text.areas[place.area];
  if (place.kind !== 'node') return text.edgePlace(place.kind, area, place.from, place.to);
  const names = place.neighbours.filter((n): n is string => n !== null);
  return text.nodePlace(area, names, place.neighbours.length - names.length);
}
