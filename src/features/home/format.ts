const compact = new Intl.NumberFormat('fr-FR', { notation: 'compact', maximumFractionDigits: 1 });
const plain = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 0 });

/** Figures of 1000 or more are shown compactly, fr-FR with one decimal (part 1 §9): 12 345 → '12,3 k'. */
export function formatCount(value: number): string {
  return Math.abs(value) >= 1000 ? compact.format(value) : plain.format(value);
}
