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
 * to an interactive canvas (every card and arrow drawn and a Ctrl + wheel zoom applied), the DOM
 * nodes of the editor page, main-thread task time per input event and frame times while panning
 * and zooming it (in the editor, then in practice), the live TipTap editors on screen after two
 * fields were focused one after the other (at most one may be live), and typing a label.
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

    const domNodes = await countDomNodes(page);
    const editor = await panAndZoom(page);
    const liveEditors = await liveEditorsAfterTwoFocuses(page);
    if (liveEditors > 1) throw new Error(`${liveEditors} live TipTap editors on screen (at most 1 allowed)`);

    // Typing in a label of the full map: every keystroke redraws the card it names.
    const tasks = await mainThread(page);
    const typingBefore = await tasks();
    await startFrameSampling(page);
    await page.keyboard.type(TYPED);
    await page.locator('.map-card').filter({ hasText: TYPED }).waitFor();
    const typing = await stopFrameSampling(page);
    const typingMs = (await tasks()) - typingBefore;

    await page.goto(`${base}/mindmap/train/anat/coeur`);
    await page.locator('.react-flow__edge-path').nth(EDGES - 1).waitFor();
    const practice = await panAndZoom(page);

    return [
      { benchmark: BENCH, metric: `navigation → ${NODES} cards and ${EDGES} arrows drawn`, value: roundMs(loaded.drawn), unit: 'ms' },
      { benchmark: BENCH, metric: 'navigation → interactive (first zoom applied)', value: roundMs(loaded.interactive), unit: 'ms' },
      { benchmark: BENCH, metric: 'editor: DOM nodes', value: domNodes, unit: 'nodes' },
      ...gestureFigures('editor', editor),
      ...gestureFigures('practice', practice),
      { benchmark: BENCH, metric: 'live TipTap editors on screen', value: liveEditors, unit: 'editors' },
      { benchmark: BENCH, metric: `typing ${TYPED.length} characters in a label: frame time, median`, value: roundMs(percentile(typing, 50)), unit: 'ms' },
      { benchmark: BENCH, metric: 'typing: frame time, p95', value: roundMs(percentile(typing, 95)), unit: 'ms' },
      { benchmark: BENCH, metric: 'typing: main-thread task time per key', value: roundMs(typingMs / TYPED.length), unit: 'ms' },
    ];
  });
}

interface Gestures {
  pan: number[];
  zoom: number[];
  /** Main-thread task time (Chromium's Performance metrics) per pointer move or wheel notch. */
  panPerEvent: number;
  zoomPerEvent: number;
}

function gestureFigures(screen: string, g: Gestures): BenchFigure[] {
  return [
    { benchmark: BENCH, metric: `${screen} pan: main-thread task time per move`, value: roundMs(g.panPerEvent), unit: 'ms' },
    { benchmark: BENCH, metric: `${screen} pan: frame time, median`, value: roundMs(percentile(g.pan, 50)), unit: 'ms' },
    { benchmark: BENCH, metric: `${screen} pan: frame time, p95`, value: roundMs(percentile(g.pan, 95)), unit: 'ms' },
    { benchmark: BENCH, metric: `${screen} ctrl+wheel zoom: main-thread task time per notch`, value: roundMs(g.zoomPerEvent), unit: 'ms' },
    { benchmark: BENCH, metric: `${screen} zoom: frame time, median`, value: roundMs(percentile(g.zoom, 50)), unit: 'ms' },
    { benchmark: BENCH, metric: `${screen} zoom: frame time, p95`, value: roundMs(percentile(g.zoom, 95)), unit: 'ms' },
  ];
}

/** A reader of the page's total main-thread task time so far, in ms (CDP Performance metrics). */
async function mainThread(page: Page): Promise<() => Promise<number>> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  return async () => {
    const { metrics } = await cdp.send('Performance.getMetrics');
    return (metrics.find((m) => m.name === 'TaskDuration')?.value ?? 0) * 1000;
  };
}

const countDomNodes = (page: Page) => page.evaluate('document.getElementsByTagName("*").length') as Promise<number>;

/** Pans the map by dragging its background, then zooms it with Ctrl + wheel, on the same paths for every screen. */
async function panAndZoom(page: Page): Promise<Gestures> {
  const canvas = page.locator('.map-canvas');
  await canvas.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await page.waitForTimeout(300);
  const box = (await canvas.boundingBox())!;
  const empty = await emptyPanePoint(page);
  const viewport = page.locator('.react-flow__viewport');
  const beforePan = await viewport.getAttribute('style');
  const tasks = await mainThread(page);

  let before = await tasks();
  await startFrameSampling(page);
  await page.mouse.move(empty.x, empty.y);
  await page.mouse.down();
  for (let i = 1; i <= PAN_MOVES; i++) {
    const t = i / PAN_MOVES;
    await page.mouse.move(empty.x + 200 * Math.sin((t * Math.PI) / 2), empty.y + 90 * Math.sin(t * Math.PI * 2));
  }
  await page.mouse.up();
  const pan = await stopFrameSampling(page);
  const panPerEvent = ((await tasks()) - before) / PAN_MOVES;
  const beforeZoom = await viewport.getAttribute('style');
  if (beforeZoom === beforePan) throw new Error('the drag did not pan the map');

  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  before = await tasks();
  await startFrameSampling(page);
  await page.keyboard.down('Control');
  for (let i = 0; i < ZOOM_NOTCHES; i++) await page.mouse.wheel(0, i % 5 < 3 ? -100 : 100);
  await page.keyboard.up('Control');
  const zoom = await stopFrameSampling(page);
  const zoomPerEvent = ((await tasks()) - before) / ZOOM_NOTCHES;
  if ((await viewport.getAttribute('style')) === beforeZoom) throw new Error('the wheel did not zoom the map');
  return { pan, zoom, panPerEvent, zoomPerEvent };
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
  // Only the selected row of the node list shows its fields.
  for (const item of ['Noeud 1', 'Noeud 2']) {
    await page.getByRole('button', { name: `Modifier ${item}`, exact: true }).click();
    await page.getByRole('textbox', { name: `Intitulé — ${item}`, exact: true }).click();
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
