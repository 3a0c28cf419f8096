import { existsSync } from 'node:fs';

/** No sandbox (root in a container), no GPU, nothing fetched in the background. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
  '--disable-quic',
];

/** The whole browser, Debian's `chromium`, as a student runs it: the installability check and the benchmarks run in it (CHROMIUM_PATH sets another). */
export const FULL_CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/**
 * What the journeys run in: Debian's `chromium-headless-shell` (Playwright's own choice for
 * headless runs), the same engine and version without the browser's windows, tab strip and
 * omnibox pages, which cost as much CPU as the pages under test (2026-11-27, 2 cores: the whole
 * run took 9.8 minutes in the shell against 19.3 in the full browser, traces off in both). The
 * full browser when the shell is missing, or CHROMIUM_PATH when set.
 */
export const JOURNEY_CHROMIUM = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : FULL_CHROMIUM);
