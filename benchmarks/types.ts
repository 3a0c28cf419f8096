/** One figure printed by `npm run bench`. */
export interface BenchFigure {
  benchmark: string;
  metric: string;
  value: number;
  unit: string;
}

/** A benchmark module under benchmarks/ exports `run` under this shape. */
export type Benchmark = () => Promise<BenchFigure[]>;
