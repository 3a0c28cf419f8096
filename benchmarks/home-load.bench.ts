import type { Page } from '@playwright/test';
import type { BenchFigure } from './types';
import { median, withBenchServer } from './browser';
import { HOME_BUDGET_KIB } from './bundle-size.bench';

const RUNS = 5;
/** Largest contentful paint budgets of `/` (issue 20). */
const LCP_BUDGET_MS = { desktop: 800, phone: 2000 } as const;

/** A mid-range phone on a slow 4G link, as Lighthouse's mobile profile models it. */
const PHONE = {
  network: { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 },
  cpuSlowdown: 4,
};

interface Load {
  lcp: number;
  fcp: number;
  jsTransferred: number;
}

// A string, not a function: tsx would wrap a named function in a helper the page lacks.
const MEASURE = `new Promise((resolve) => {
  let lcp = 0;
  new PerformanceObserver((list) => { for (const entry of list.getEntries()) lcp = entry.startTime; })
    .observe({ type: 'largest-contentful-paint', buffered: true });
  // LCP entries stop once the page is idle; give late text (the statistics) a moment to paint.
  setTimeout(() => {
    const fcp = performance.getEntriesByName('first-contentful-paint')[0];
    const js = performance.getEntriesByType('resource').filter((r) => r.initiatorType === 'script' || r.name.endsWith('.js'));
    resolve({ lcp, fcp: fcp ? fcp.startTime : 0, jsTransferred: js.reduce((sum, r) => sum + r.transferSize, 0) });
  }, 1500);
})`;

async function coldLoad(page: Page, url: string): Promise<Load> {
  await page.goto(url, { waitUntil: 'load' });
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  return (await page.evaluate(MEASURE)) as Load;
}

/**
 * Cold loads of `/` in headless Chromium (a new browser context each time: empty cache), as a
 * desktop on the loopback link and as a throttled phone: largest and first contentful paint,
 * and the JS bytes that crossed the wire (compressed).
 */
export function run(): Promise<BenchFigure[]> {
  return withBenchServer(async ({ base, browser }) => {
    const figures: BenchFigure[] = [];
    for (const profile of ['desktop', 'phone'] as const) {
      const loads: Load[] = [];
      for (let i = 0; i < RUNS; i++) {
        const context = await browser.newContext(profile === 'phone' ? { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true } : { viewport: { width: 1440, height: 900 } });
        const page = await context.newPage();
        if (profile === 'phone') {
          const cdp = await context.newCDPSession(page);
          await cdp.send('Network.enable');
          await cdp.send('Network.emulateNetworkConditions', PHONE.network);
          await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE.cpuSlowdown });
        }
        loads.push(await coldLoad(page, `${base}/`));
        await context.close();
      }
      const medianOf = (pick: (load: Load) => number) => Math.round(median(loads.map(pick)));
      const name = `home / cold load, ${profile === 'phone' ? 'phone (slow 4G, 4× CPU)' : 'desktop'} (headless Chromium)`;
      figures.push(
        { benchmark: name, metric: `largest contentful paint, median of ${RUNS}, budget ${LCP_BUDGET_MS[profile]}`, value: medianOf((l) => l.lcp), unit: 'ms' },
        { benchmark: name, metric: `first contentful paint, median of ${RUNS}`, value: medianOf((l) => l.fcp), unit: 'ms' },
        { benchmark: name, metric: `JS transferred (compressed), budget ${HOME_BUDGET_KIB['signed out']} gzip`, value: Math.round(medianOf((l) => l.jsTransferred) / 102.4) / 10, unit: 'KiB' },
      );
    }
    return figures;
  });
}
