import type { Page } from '@playwright/test';
import type { BenchFigure } from './types';
import { percentile, roundMs, startFrameSampling, stopFrameSampling, withBenchServer } from './browser';

const NODES = 40;
const EDGES = 80;
const PAN_MOVES = 120;
const ZOOM_NOTCHES = 40;
const BENCH = 'mind map render (headless Chromium)';
const TYPED = ' ventricule gauche';

/**
 * A full map (40 nodes, 80 arrows) in the editor, in headless Chromium: the time from navigation
 * to an interactive canvas (every card and arrow drawn and a Ctrl + wheel zoom applied), frame
 * times while panning and zooming it, the live TipTap editors on screen after two fields were
 * focused one after the other (at most one may be live), and frame times while typing a label.
 */
export function run(): Promise<BenchFigure[]> {
  return withBenchServer(async ({ base, api, register, signedInPage }) => {
    const token = await register('bench');
    await api('/me/data', 'PUT', {
      subjects: [{ id: 'anat', name: 'Anatomie', chapters: [{ id: 'coeur', name: 'Cœur' }] }],
      mindMaps: { 'anat.coeur': [fullMap()] },
    }, token, { 'if-match': '"0"' });

    const page = await signedInPage(token);
    await page.goto(`${base}/mindmap/manage/anat/coeur`);
    const loaded = await timeToInteractive(page);

    const canvas = page.locator('.map-canvas');
    await canvas.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await page.waitForTimeout(300);
    const box = (await canvas.boundingBox())!;
    const empty = await emptyPanePoint(page);
    const viewport = page.locator('.react-flow__viewport');
    const beforePan = await viewport.getAttribute('style');

    await startFrameSampling(page);
    await page.mouse.move(empty.x, empty.y);
    await page.mouse.down();
    for (let i = 1; i <= PAN_MOVES; i++) {
      const t = i / PAN_MOVES;
      await page.mouse.move(empty.x + 200 * Math.sin((t * Math.PI) / 2), empty.y + 90 * Math.sin(t * Math.PI * 2));
    }
    await page.mouse.up();
    const pan = await stopFrameSampling(page);
    const beforeZoom = await viewport.getAttribute('style');
    if (beforeZoom === beforePan) throw new Error('the drag did not pan the map');

    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await startFrameSampling(page);
    await page.keyboard.down('Control');
    for (let i = 0; i < ZOOM_NOTCHES; i++) await page.mouse.wheel(0, i % 5 < 3 ? -100 : 100);
    await page.keyboard.up('Control');
    const zoom = await stopFrameSampling(page);
    if ((await viewport.getAttribute('style')) === beforeZoom) throw new Error('the wheel did not zoom the map');

    const liveEditors = await liveEditorsAfterTwoFocuses(page);
    if (liveEditors > 1) throw new Error(`${liveEditors} live TipTap editors on screen (at most 1 allowed)`);

    // Typing in a label of the full map: every keystroke redraws the card it names.
    await startFrameSampling(page);
    await page.keyboard.type(TYPED);
    await page.locator('.map-card').filter({ hasText: TYPED }).waitFor();
    const typing = await stopFrameSampling(page);

    return [
      { benchmark: BENCH, metric: `navigation → ${NODES} cards and ${EDGES} arrows drawn`, value: roundMs(loaded.drawn), unit: 'ms' },
      { benchmark: BENCH, metric: 'navigation → interactive (first zoom applied)', value: roundMs(loaded.interactive), unit: 'ms' },
      { benchmark: BENCH, metric: 'pan: frames', value: pan.length, unit: 'frames' },
      { benchmark: BENCH, metric: 'pan: frame time, median', value: roundMs(percentile(pan, 50)), unit: 'ms' },
      { benchmark: BENCH, metric: 'pan: frame time, p95', value: roundMs(percentile(pan, 95)), unit: 'ms' },
      { benchmark: BENCH, metric: 'zoom: frames', value: zoom.length, unit: 'frames' },
      { benchmark: BENCH, metric: 'zoom: frame time, median', value: roundMs(percentile(zoom, 50)), unit: 'ms' },
      { benchmark: BENCH, metric: 'zoom: frame time, p95', value: roundMs(percentile(zoom, 95)), unit: 'ms' },
      { benchmark: BENCH, metric: 'live TipTap editors on screen', value: liveEditors, unit: 'editors' },
      { benchmark: BENCH, metric: `typing ${TYPED.length} characters in a label: frame time, median`, value: roundMs(percentile(typing, 50)), unit: 'ms' },
      { benchmark: BENCH, metric: 'typing: frame time, p95', value: roundMs(percentile(typing, 95)), unit: 'ms' },
    ];
  });
}

/**
 * Milliseconds from navigation start (the page's own clock) until every card and arrow is drawn,
 * and until a Ctrl + wheel notch has then changed the viewport.
 */
async function timeToInteractive(page: Page): Promise<{ drawn: number; interactive: number }> {
  // A string run by the debugger protocol: the app's CSP forbids waitForFunction's eval, and
  // tsx would wrap a function in a helper the page lacks.
  return (await page.evaluate(`new Promise((resolve, reject) => {
    const limit = setTimeout(() => reject(new Error('the map was not drawn within 60 s')), 60000);
    requestAnimationFrame(function drawn() {
      if (document.querySelectorAll('.map-card').length !== ${NODES} || document.querySelectorAll('.react-flow__edge-path').length !== ${EDGES}) {
        requestAnimationFrame(drawn);
        return;
      }
      const drawnAt = performance.now();
      const viewport = document.querySelector('.react-flow__viewport');
      const before = viewport.style.transform;
      const frame = document.querySelector('.map-canvas').getBoundingClientRect();
      document.querySelector('.react-flow__pane').dispatchEvent(new WheelEvent('wheel', {
        deltaY: -100, ctrlKey: true, bubbles: true, cancelable: true,
        clientX: frame.left + frame.width / 2, clientY: frame.top + frame.height / 2,
      }));
      requestAnimationFrame(function zoomed() {
        if (viewport.style.transform === before) return requestAnimationFrame(zoomed);
        clearTimeout(limit);
        resolve({ drawn: drawnAt, interactive: performance.now() });
      });
    });
  })`)) as { drawn: number; interactive: number };
}

/** A point of the canvas where the background (not a card, an arrow or a text) is under the pointer. */
async function emptyPanePoint(page: Page): Promise<{ x: number; y: number }> {
  const point = (await page.evaluate(`(() => {
    const frame = document.querySelector('.map-canvas').getBoundingClientRect();
    for (let y = frame.top + frame.height * 0.3; y < frame.bottom - 40; y += 12) {
      for (let x = frame.left + frame.width * 0.3; x < frame.right - 60; x += 12) {
        const hit = document.elementFromPoint(x, y);
        if (hit && hit.classList.contains('react-flow__pane')) return { x, y };
      }
    }
    return null;
  })()`)) as { x: number; y: number } | null;
  if (!point) throw new Error('no empty spot on the canvas to pan from');
  return point;
}

/** Focuses two rich-text fields one after the other and counts the live editors left on screen. */
async function liveEditorsAfterTwoFocuses(page: Page): Promise<number> {
  const live = page.locator('.ProseMirror[contenteditable="true"]');
  for (const name of ['Intitulé — Noeud 1', 'Intitulé — Noeud 2']) {
    await page.getByRole('textbox', { name, exact: true }).first().click();
    await page.locator('.ProseMirror[contenteditable="true"]:focus').waitFor();
  }
  return live.count();
}

/**
 * 40 nodes on an 8 × 5 grid and 80 arrows: each node to its right and lower neighbours (wrapping),
 * and back along 13 of those pairs so parallel arrows are drawn too; every arrow carries texts.
 */
function fullMap() {
  const nodes = Array.from({ length: NODES }, (_, i) => ({
    id: `n${i}`,
    label: i % 4 === 0 ? `<b>Noeud</b> ${i + 1}` : `Noeud ${i + 1}`,
    color: '#6366f1',
    imageUrl: null,
    annotation: i % 3 === 0 ? `Note H<sub>2</sub>O ${i + 1}` : null,
    x: 0.06 + (i % 8) * 0.125,
    y: 0.1 + Math.floor(i / 8) * 0.2,
  }));
  const pairs: [number, number][] = [];
  for (let i = 0; i < NODES; i++) pairs.push([i, (i % 8) === 7 ? i - 7 : i + 1]);
  for (let i = 0; i < NODES - 13; i++) pairs.push([i, (i + 8) % NODES]);
  for (let i = 0; pairs.length < EDGES; i += 3) pairs.push([pairs[i]![1], pairs[i]![0]]);
  const edges = pairs.map(([from, to], i) => ({
    id: `e${i}`,
    fromId: `n${from}`,
    toId: `n${to}`,
    color: '#94a3b8',
    labelAbove: `relie <i>${i + 1}</i>`,
    labelBelow: i % 2 === 0 ? `sous ${i + 1}` : null,
  }));
  return { id: 'bench-map', title: 'Banc', backgroundColor: '#05070d', nodes, edges, createdAt: 1, updatedAt: 1 };
}
