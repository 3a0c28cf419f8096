declare module 'robust-point-in-polygon' {
  /** Classifies `point` against the polygon `vertices`: -1 inside, 0 on the boundary, 1 outside. */
  export default function classifyPoint(
    vertices: ReadonlyArray<readonly [number, number]>,
    point: readonly [number, number],
  ): -1 | 0 | 1;
}
