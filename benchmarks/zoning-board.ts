/** A full zoning board for the benchmarks: 10 legends of 10 points each, star-like so some are concave. */
export function fullBoardLegends(): { id: string; label: string; color: string; points: { x: number; y: number }[] }[] {
  return Array.from({ length: 10 }, (_, i) => {
    const cx = 0.12 + (i % 5) * 0.19;
    const cy = i < 5 ? 0.28 : 0.72;
    return {
      id: `zone-${i}`,
      label: `Zone ${i + 1}`,
      color: '#6366f1',
      points: Array.from({ length: 10 }, (_, k) => {
        const angle = (2 * Math.PI * k) / 10;
        const r = k % 2 === 0 ? 0.085 : 0.045;
        return { x: Math.round((cx + r * Math.cos(angle)) * 10_000) / 10_000, y: Math.round((cy + r * Math.sin(angle)) * 10_000) / 10_000 };
      }),
    };
  });
}

/** A small deterministic pseudo-random source (mulberry32), so every run tests the same points. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** The demo diagram the app serves, as a data URL to upload (boards keep only uploaded or http(s) images). */
export async function demoDiagramDataUrl(base: string): Promise<string> {
  const response = await fetch(`${base}/demo/coeur-schema.png`);
  if (!response.ok) throw new Error(`demo diagram: ${response.status}`);
  return `data:image/png;base64,${Buffer.from(await response.arrayBuffer()).toString('base64')}`;
}
