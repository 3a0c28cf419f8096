/** Square zones side by side on one board: zone i spans x from i/10 to i/10 + 0.08, y from 0.2 to 0.6. */
export function squareLegends(labels: readonly string[]) {
  return labels.map((label, i) => ({
    id: `zone-${i}`,
    label,
    color: '#6366f1',
    points: [
      { x: i / 10, y: 0.2 },
      { x: i / 10 + 0.08, y: 0.2 },
      { x: i / 10 + 0.08, y: 0.6 },
      { x: i / 10, y: 0.6 },
    ],
  }));
}

/** A placement (as `encodePlacement` writes it) inside zone i of `squareLegends`, and one below it. */
export const inside = (i: number) => JSON.stringify({ x: i / 10 + 0.04, y: 0.4 });
export const outside = (i: number) => JSON.stringify({ x: i / 10 + 0.04, y: 0.8 });
