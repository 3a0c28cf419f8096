/**
 * How much longer than on a quick machine of this kind a test may take. Time limits are there to
 * stop a journey that hangs, not one that runs slowly: on some machines Chromium ran two to three
 * times slower than on others (2026-11-27: the whole end-to-end run took 33 minutes against 9.4,
 * and two long journeys ran out of the time they had on the quick machines).
 */
const SLOWEST_MACHINE = 2.5;

/** A time limit measured on a quick machine, stretched to hold on the slowest seen. */
export const timeLimit = (ms: number) => ms * SLOWEST_MACHINE;
