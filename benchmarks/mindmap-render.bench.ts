import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import type { BenchFigure } from './types';
import {
  bundlePeer,
  mainThreadClock,
  median,
  openPeerPage,
  percentile,
  rawMouse,
  roundMs,
  startFrameSampling,
  stopFrameSampling,
  withBenchServer,
  type BenchServer,
} from './browser';
import { EDGES, flowPeerMap, fullMap, mindElixirPeerMap, NODES } from './mindmap-map';

const PAN_MOVES = 120;
const ZOOM_NOTCHES = 40;
const BENCH = 'mind map render (headless Chromium)';
/** The screen that draws no map: one box moved by the same input (benchmarks/peers/empty-frame.ts). */
const FLOOR = 'empty frame (the floor)';
const TYPED = ' ventricule gauche';
/** The label is typed this many times (each time appended) after a first round, each timed on its own. */
const TYPING_ROUNDS = 3;
/** Loads of the editor timed, each in a fresh browser context. */
const LOADS = 5;
const VIEWPORT = { width: 1440, height: 1000 };
/** BENCH_TRACE=<folder>: Chromium traces of each screen's pan and zoom and of the typing, to see where the time goes. */
const TRACE_CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink', 'cc', 'input', 'disabled-by-default-v8.cpu_profiler'];

/** A map on screen, Mnémo's or a peer's, and where its parts are. */
interface MapScreen {
  name: string;
  page: Page;
  /** Main-thread task time of the page so far, ms. */
  clock: () => Promise<number>;
  /** Main-thread CPU time of the page so far, ms. */
  cpu: () => Promise<number>;
  /** The map's frame: the wheel turns at its centre. */
  frame: string;
  /** The class of what a press on the empty background hits. */
  background: string;
  /** The element that carries the map's pan and zoom (its box on screen moves with them). */
  transformed: string;
  /** The mouse button a drag of the background pans with. */
  panButton: 'left' | 'right';
}

/** Where Mnémo's screens (the canvas of editors/mindmap/MapCanvas.tsx) have those parts. */
const MNEMO = { frame: '.map-canvas', background: 'map-pane', transformed: '.map-viewport', panButton: 'left' } as const;

interface Gestures {
  /** Main-thread task time (Chromium's Performance metrics) per pointer move or wheel notch. */
  panPerEvent: number;
  zoomPerEvent: number;
  /**
   * Main-thread CPU time per move or notch: the page's own work, without the time its tasks spent
   * blocked (waiting for the compositor to take a commit) or waiting for a CPU.
   */
  panCpuPerEvent: number;
  zoomCpuPerEvent: number;
  pan: number[];
  zoom: number[];
}

/**
 * A full map (40 nodes, 80 arrows) in Mnémo's editor and practice screens and, in the same
 * headless Chromium, in two peers drawing the same map (benchmarks/peers/): mind-elixir 5 and
 * plain @xyflow/react 12 (default nodes and edges), and an empty frame whose one box moves (the
 * floor: what the harness, the input path and a frame per event cost without any map). All five
 * pan along the same pointer path and zoom with the same Ctrl + wheel notches, in rounds taking
 * turns; printed: main-thread task time and CPU time per event (medians of the rounds), frame
 * p95, and Mnémo / peer ratios of both. For Mnémo alone: the time
 * to an interactive editor (median of 5 loads), the DOM nodes of each screen, the live TipTap
 * editors after two fields were focused one after the other (at most one may be live), and typing
 * a label (median of 3 rounds after a first, cold one, printed apart).
 */
export function run(): Promise<BenchFigure[]> {
  return withBenchServer(async (server) => {
    const { base, api, register, signedInPage } = server;
    const token = await register('bench');
    await api('/me/data', 'PUT', {
      subjects: [{ id: 'anat', name: 'Anatomie', chapters: [{ id: 'coeur', name: 'Cœur' }] }],
      mindMaps: { 'anat.coeur': [fullMap()] },
    }, token, { 'if-match': '"0"' });

    // The editor is opened LOADS times, each in a fresh browser context: one load on a shared
    // machine swings by half its time; the median is printed with the range. Each load starts
    // once the new context's window has settled: its start-up is the browser's, not the page's.
    const loads: Loaded[] = [];
    let editorPage!: Page;
    for (let i = 0; i < LOADS; i++) {
      if (editorPage) await editorPage.context().close();
      editorPage = await signedInPage(token, VIEWPORT);
      await server.quiet();
      await editorPage.goto(`${base}/mindmap/manage/anat/coeur`);
      loads.push(await timeToInteractive(editorPage));
    }
    const loaded = (measure: (load: Loaded) => number) => median(loads.map(measure));
    const dataToInteractive = loads.map((load) => load.interactive - load.dataLoaded).sort((a, b) => a - b);
    const practicePage = await signedInPage(token, VIEWPORT);
    await practicePage.goto(`${base}/mindmap/train/anat/coeur`);
    await practicePage.locator('.map-arrow__path').nth(EDGES - 1).waitFor();
    // Both screens show the whole map, as the peers do: a map this big opens larger, at the zoom
    // where its texts are readable (issue 55), with fewer cards on screen to move.
    for (const page of [editorPage, practicePage]) await page.getByRole('button', { name: 'Tout afficher' }).click();

    const frame = (await editorPage.locator(MNEMO.frame).boundingBox())!;
    const size = { width: Math.round(frame.width), height: Math.round(frame.height) };
    const screens: MapScreen[] = [
      { name: 'Mnémo editor', page: editorPage, ...(await pageClocks(editorPage)), ...MNEMO },
      { name: 'Mnémo practice', page: practicePage, ...(await pageClocks(practicePage)), ...MNEMO },
      await openPeer(server, 'mind-elixir 5', 'mind-elixir-map.ts', size, mindElixirPeerMap(fullMap()), { frame: '#map', background: 'map-container', transformed: '#map .map-canvas', panButton: 'right' }),
      await openPeer(server, '@xyflow/react 12', 'xyflow-map.tsx', size, flowPeerMap(fullMap()), { frame: '#map', background: 'react-flow__pane', transformed: '#map .react-flow__viewport', panButton: 'left' }),
      await openPeer(server, FLOOR, 'empty-frame.ts', size, null, { frame: '#map', background: 'floor-background', transformed: '#map .floor-box', panButton: 'left' }),
    ];
    const domNodes = await Promise.all(screens.map((screen) => countDomNodes(screen.page)));

    // Each screen is checked (the drag pans it, the wheel zooms it) and warmed up once, unmeasured.
    for (const screen of screens) {
      await checkGestures(screen);
      await panAndZoom(screen);
    }
    const rounds = new Map<MapScreen, Gestures[]>(screens.map((screen) => [screen, []]));
    await server.quiet();
    // As many measured rounds as screens, the screens taking turns: each goes first in one round,
    // so none always runs on a warmer (or busier) machine.
    for (let round = 0; round < screens.length; round++) {
      const order = [...screens.slice(round % screens.length), ...screens.slice(0, round % screens.length)];
      for (const screen of order) rounds.get(screen)!.push(await panAndZoom(screen));
    }

    const liveEditors = await liveEditorsAfterTwoFocuses(editorPage);
    if (liveEditors > 1) throw new Error(`${liveEditors} live TipTap editors on screen (at most 1 allowed)`);
    // The floor, in the same browser: a TipTap field alone on a page, typed in by turns with the editor.
    const field = await openPeerPage(server, VIEWPORT, 'mind-map.html', await bundlePeer('tiptap-field.ts'));
    await field.evaluate(`window.showField('Noeud 2')`);
    const fieldClocks = await pageClocks(field);
    // The field's new window keeps a core busy for a while: typing starts once it is done.
    await server.quiet();
    const typeInField = (round: number) => typeTimed(field, fieldClocks, `tiptap-field-typing-${round}`, 'the field', 'window.fieldText', TYPED.repeat(round));
    // A first round runs the typing code cold (not yet optimised by V8): printed on its own, as the
    // gestures' warm-up rounds are not counted with theirs.
    const cold = await typeLabel(editorPage, screens[0]!, 1);
    await typeInField(1);
    const typings: Typing[] = [];
    const floor: Typing[] = [];
    for (let round = 2; round <= TYPING_ROUNDS + 1; round++) {
      typings.push(await typeLabel(editorPage, screens[0]!, round));
      floor.push(await typeInField(round));
    }
    const perKey = (measure: 'taskMs' | 'cpuMs', of = typings) => median(of.map((typing) => typing[measure])) / TYPED.length;
    const typingFrames = typings.flatMap((typing) => typing.frames).sort((a, b) => a - b);

    type PerEvent = 'panPerEvent' | 'zoomPerEvent' | 'panCpuPerEvent' | 'zoomCpuPerEvent';
    const perEvent = (screen: MapScreen, measure: PerEvent) => median(rounds.get(screen)!.map((r) => r[measure]));
    const ratio = (a: number, b: number) => Math.round((a / b) * 100) / 100;
    const [editor, practice, ...peers] = screens.filter((screen) => screen.name !== FLOOR) as [MapScreen, MapScreen, ...MapScreen[]];
    return [
      { benchmark: BENCH, metric: `Mnémo editor: navigation → ${NODES} cards and ${EDGES} arrows drawn (median of ${LOADS} loads)`, value: roundMs(loaded((load) => load.drawn)), unit: 'ms' },
      { benchmark: BENCH, metric: `Mnémo editor: navigation → interactive, first zoom applied (median of ${LOADS})`, value: roundMs(loaded((load) => load.interactive)), unit: 'ms' },
      { benchmark: BENCH, metric: `Mnémo editor: data loaded → interactive (median of ${LOADS})`, value: roundMs(percentile(dataToInteractive, 50)), unit: 'ms' },
      { benchmark: BENCH, metric: `Mnémo editor: data loaded → interactive, fastest of ${LOADS}`, value: roundMs(dataToInteractive[0]!), unit: 'ms' },
      { benchmark: BENCH, metric: `Mnémo editor: data loaded → interactive, slowest of ${LOADS}`, value: roundMs(dataToInteractive.at(-1)!), unit: 'ms' },
      ...screens.map((screen, i) => ({ benchmark: BENCH, metric: `${screen.name}: DOM nodes`, value: domNodes[i]!, unit: 'nodes' })),
      ...screens.flatMap((screen) => {
        const all = rounds.get(screen)!;
        const frames = (gesture: 'pan' | 'zoom') => all.flatMap((r) => r[gesture]).sort((a, b) => a - b);
        return [
          { benchmark: BENCH, metric: `${screen.name}: pan, main-thread task time per move`, value: roundMs(perEvent(screen, 'panPerEvent')), unit: 'ms' },
          { benchmark: BENCH, metric: `${screen.name}: pan, main-thread CPU time per move`, value: roundMs(perEvent(screen, 'panCpuPerEvent')), unit: 'ms' },
          { benchmark: BENCH, metric: `${screen.name}: pan, frame time p95`, value: roundMs(percentile(frames('pan'), 95)), unit: 'ms' },
          { benchmark: BENCH, metric: `${screen.name}: ctrl+wheel zoom, main-thread task time per notch`, value: roundMs(perEvent(screen, 'zoomPerEvent')), unit: 'ms' },
          { benchmark: BENCH, metric: `${screen.name}: zoom, main-thread CPU time per notch`, value: roundMs(perEvent(screen, 'zoomCpuPerEvent')), unit: 'ms' },
          { benchmark: BENCH, metric: `${screen.name}: zoom, frame time p95`, value: roundMs(percentile(frames('zoom'), 95)), unit: 'ms' },
        ];
      }),
      ...[editor, practice].flatMap((mnemo) =>
        peers.flatMap((peer) =>
          (['pan', 'zoom'] as const).flatMap((gesture) =>
            (['task', 'CPU'] as const).map((time) => {
              const measure: PerEvent = time === 'task' ? `${gesture}PerEvent` : `${gesture}CpuPerEvent`;
              return { benchmark: BENCH, metric: `ratio ${mnemo.name} / ${peer.name}, ${gesture} (${time} time per event)`, value: ratio(perEvent(mnemo, measure), perEvent(peer, measure)), unit: '×' };
            }),
          ),
        ),
      ),
      { benchmark: BENCH, metric: 'Mnémo editor: live TipTap editors on screen', value: liveEditors, unit: 'editors' },
      { benchmark: BENCH, metric: `Mnémo editor: typing ${TYPED.length} characters in a label, ${TYPING_ROUNDS} times, frame time median`, value: roundMs(percentile(typingFrames, 50)), unit: 'ms' },
      { benchmark: BENCH, metric: 'Mnémo editor: typing, frame time p95', value: roundMs(percentile(typingFrames, 95)), unit: 'ms' },
      { benchmark: BENCH, metric: 'Mnémo editor: typing, main-thread task time per key (median of the rounds)', value: roundMs(perKey('taskMs')), unit: 'ms' },
      { benchmark: BENCH, metric: 'Mnémo editor: typing, main-thread CPU time per key (median of the rounds)', value: roundMs(perKey('cpuMs')), unit: 'ms' },
      { benchmark: BENCH, metric: 'Mnémo editor: typing, first round (cold code), main-thread task time per key', value: roundMs(cold.taskMs / TYPED.length), unit: 'ms' },
      { benchmark: BENCH, metric: 'TipTap field alone on a page (the floor): typing, main-thread task time per key', value: roundMs(perKey('taskMs', floor)), unit: 'ms' },
      { benchmark: BENCH, metric: 'TipTap field alone on a page (the floor): typing, main-thread CPU time per key', value: roundMs(perKey('cpuMs', floor)), unit: 'ms' },
    ];
  });
}

/** A peer page showing the map (its `window.showMap(size, map)`) in a frame of Mnémo's canvas size. */
async function openPeer(
  server: BenchServer,
  name: string,
  entry: string,
  size: { width: number; height: number },
  map: unknown,
  parts: Pick<MapScreen, 'frame' | 'background' | 'transformed' | 'panButton'>,
): Promise<MapScreen> {
  const page = await openPeerPage(server, VIEWPORT, 'mind-map.html', await bundlePeer(entry));
  await page.evaluate(([s, m]) => (window as unknown as { showMap: (...args: unknown[]) => Promise<void> }).showMap(s, m), [size, map] as const);
  return { name, page, ...(await pageClocks(page)), ...parts };
}

/** A page's main-thread task-time and CPU-time readers. */
type PageClocks = Pick<MapScreen, 'clock' | 'cpu'>;

async function pageClocks(page: Page): Promise<PageClocks> {
  return { clock: await mainThreadClock(page), cpu: await mainThreadClock(page, 1, 'ThreadTime') };
}

const countDomNodes = (page: Page) => page.evaluate('document.getElementsByTagName("*").length') as Promise<number>;

type Point = { x: number; y: number };

/** The centre of the screen's frame, where the wheel turns, once the frame is scrolled into view. */
async function frameCentre({ page, frame }: MapScreen): Promise<Point> {
  const box = (await page.locator(frame).boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/**
 * Pans the map by dragging its background along a closed loop, then zooms it with Ctrl + wheel,
 * as many notches in as out: the map ends where it was, so every round starts alike. The mouse is
 * the protocol's (`rawMouse`): the same input for every screen, whichever button pans it.
 */
async function panAndZoom(screen: MapScreen): Promise<Gestures> {
  const { page, clock, cpu } = screen;
  const mouse = await rawMouse(page, screen.panButton);
  // The press must land on the background (an arrow or a card there would measure a selection,
  // or nothing), and the drag must move the map: a peer's pan may leave the map a little off.
  const start = await emptyPoint(screen);
  const box = () => page.locator(screen.transformed).evaluate((element) => element.getBoundingClientRect().x);
  const unpanned = await box();
  let moved = false;
  const tracing = process.env.BENCH_TRACE;
  let before = await clock();
  let cpuBefore = await cpu();
  await startFrameSampling(page);
  if (tracing) await page.context().browser()!.startTracing(page, { categories: TRACE_CATEGORIES });
  await mouse.move(start.x, start.y);
  await mouse.down(start.x, start.y);
  let at = start;
  for (let i = 1; i <= PAN_MOVES; i++) {
    const t = i / PAN_MOVES;
    at = { x: start.x + 200 * Math.sin(t * Math.PI), y: start.y + 90 * Math.sin(t * Math.PI * 2) };
    await mouse.move(at.x, at.y);
    if (i === PAN_MOVES / 2) moved = (await box()) - unpanned > 100;
  }
  await mouse.up(at.x, at.y);
  if (tracing) writeFileSync(join(tracing, `${screen.name.replace(/\W+/g, '-')}-pan.json`), await page.context().browser()!.stopTracing());
  const pan = await stopFrameSampling(page);
  const panPerEvent = ((await clock()) - before) / PAN_MOVES;
  const panCpuPerEvent = ((await cpu()) - cpuBefore) / PAN_MOVES;
  if (!moved) throw new Error(`${screen.name}: the drag did not pan the map along the pointer`);

  const centre = await frameCentre(screen);
  await mouse.move(centre.x, centre.y);
  before = await clock();
  cpuBefore = await cpu();
  await startFrameSampling(page);
  if (tracing) await page.context().browser()!.startTracing(page, { categories: TRACE_CATEGORIES });
  for (let i = 0; i < ZOOM_NOTCHES; i++) await mouse.wheel(centre.x, centre.y, i % 4 < 2 ? -100 : 100, true);
  if (tracing) writeFileSync(join(tracing, `${screen.name.replace(/\W+/g, '-')}-zoom.json`), await page.context().browser()!.stopTracing());
  const zoom = await stopFrameSampling(page);
  const zoomPerEvent = ((await clock()) - before) / ZOOM_NOTCHES;
  const zoomCpuPerEvent = ((await cpu()) - cpuBefore) / ZOOM_NOTCHES;
  return { pan, zoom, panPerEvent, zoomPerEvent, panCpuPerEvent, zoomCpuPerEvent };
}

/**
 * Brings the map into view and proves that a drag of its background pans it and that Ctrl + wheel
 * zooms it (each undone).
 */
async function checkGestures(screen: MapScreen): Promise<void> {
  const { page } = screen;
  await page.locator(screen.frame).evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await page.waitForTimeout(300);
  const start = await emptyPoint(screen);
  // Its box on screen, not its transform: Mnémo moves the pane while the drag lasts.
  const transform = () => page.locator(screen.transformed).evaluate((element) => JSON.stringify(element.getBoundingClientRect()));
  const initial = await transform();
  await page.mouse.move(start.x, start.y);
  await page.mouse.down({ button: screen.panButton });
  await page.mouse.move(start.x + 100, start.y, { steps: 10 });
  await page.waitForTimeout(100);
  if ((await transform()) === initial) throw new Error(`${screen.name}: the drag did not pan the map`);
  await page.mouse.move(start.x, start.y, { steps: 10 });
  await page.mouse.up({ button: screen.panButton });
  const centre = await frameCentre(screen);
  await page.mouse.move(centre.x, centre.y);
  const panned = await transform();
  await page.keyboard.down('Control');
  await page.mouse.wheel(0, -100);
  await page.waitForTimeout(100);
  if ((await transform()) === panned) throw new Error(`${screen.name}: the wheel did not zoom the map`);
  await page.mouse.wheel(0, 100);
  await page.keyboard.up('Control');
  // Until the zoom is handed over (150 ms without a notch), Mnémo's map lies under a cover.
  await page.waitForTimeout(300);
}

/** A point of the frame where the background (not a card, an arrow or a text) is under the pointer. */
async function emptyPoint({ page, frame, background, name }: MapScreen): Promise<Point> {
  const point = (await page.evaluate(`(() => {
    const frame = document.querySelector(${JSON.stringify(frame)}).getBoundingClientRect();
    for (let y = frame.top + frame.height * 0.3; y < frame.bottom - 100; y += 12) {
      for (let x = frame.left + frame.width * 0.3; x < frame.right - 260; x += 12) {
        const hit = document.elementFromPoint(x, y);
        if (hit && hit.classList.contains(${JSON.stringify(background)})) return { x, y };
      }
    }
    return null;
  })()`)) as Point | null;
  if (!point) throw new Error(`${name}: no empty spot on the map to pan from`);
  return point;
}

/** A load of the editor: milliseconds from navigation start, on the page's own clock. */
interface Loaded {
  /** Every card and arrow is drawn. */
  drawn: number;
  /** A Ctrl + wheel notch, sent once all was drawn, has changed the viewport. */
  interactive: number;
  /** The user data's response (GET /api/me/material) had arrived. */
  dataLoaded: number;
}

/** One round of typing: frame intervals, main-thread task and CPU time, ms. */
interface Typing {
  frames: number[];
  taskMs: number;
  cpuMs: number;
}

/** Waits for the map to be drawn and to answer a wheel notch. */
async function timeToInteractive(page: Page): Promise<Loaded> {
  // A string run by the debugger protocol: the app's CSP forbids waitForFunction's eval, and
  // tsx would wrap a function in a helper the page lacks.
  return (await page.evaluate(`new Promise((resolve, reject) => {
    const limit = setTimeout(() => reject(new Error('the map was not drawn within 60 s')), 60000);
    requestAnimationFrame(function drawn() {
      if (document.querySelectorAll('.map-card').length !== ${NODES} || document.querySelectorAll('.map-arrow__path').length !== ${EDGES}) {
        requestAnimationFrame(drawn);
        return;
      }
      const drawnAt = performance.now();
      const viewport = document.querySelector('.map-viewport');
      const before = viewport.style.transform;
      const frame = document.querySelector('.map-canvas').getBoundingClientRect();
      document.querySelector('.map-pane').dispatchEvent(new WheelEvent('wheel', {
        deltaY: -100, ctrlKey: true, bubbles: true, cancelable: true,
        clientX: frame.left + frame.width / 2, clientY: frame.top + frame.height / 2,
      }));
      requestAnimationFrame(function zoomed() {
        if (viewport.style.transform === before) return requestAnimationFrame(zoomed);
        clearTimeout(limit);
        const data = performance.getEntriesByType('resource').find((entry) => new URL(entry.name).pathname === '/api/me/material');
        if (!data) return reject(new Error('the page did not load /api/me/material'));
        resolve({ drawn: drawnAt, interactive: performance.now(), dataLoaded: data.responseEnd });
      });
    });
  })`)) as Loaded;
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
 * Types in the focused label (Noeud 2's, in the node list) of the full map, for the `round`th
 * time (appended), timed until the frame after its card on the canvas shows the whole text;
 * every keystroke redraws that card.
 */
const typeLabel = (page: Page, clocks: PageClocks, round: number) =>
  typeTimed(page, clocks, `Mn-mo-editor-typing-${round}`, 'the card', `document.querySelector('.map-card[data-node-id="n1"]').textContent.replace(/\\s+/g, ' ')`, TYPED.repeat(round));

/**
 * Types TYPED in the page's focused field, timed until the frame after `shows` (a script, read
 * once per frame in the page: a Playwright locator would poll the page, its work counted) holds
 * `expected`.
 */
async function typeTimed(page: Page, { clock, cpu }: PageClocks, traceName: string, what: string, shows: string, expected: string): Promise<Typing> {
  const [taskBefore, cpuBefore] = [await clock(), await cpu()];
  await startFrameSampling(page);
  const tracing = process.env.BENCH_TRACE;
  if (tracing) await page.context().browser()!.startTracing(page, { categories: TRACE_CATEGORIES });
  await page.keyboard.type(TYPED);
  await page.evaluate(`new Promise((resolve, reject) => {
    const limit = setTimeout(() => reject(new Error(${JSON.stringify(`${what} did not show the typed text within 10 s`)})), 10000);
    requestAnimationFrame(function shown() {
      if (!(${shows}).includes(${JSON.stringify(expected)})) return requestAnimationFrame(shown);
      clearTimeout(limit);
      requestAnimationFrame(() => resolve());
    });
  })`);
  if (tracing) writeFileSync(join(tracing, `${traceName}.json`), await page.context().browser()!.stopTracing());
  const frames = await stopFrameSampling(page);
  return { frames, taskMs: (await clock()) - taskBefore, cpuMs: (await cpu()) - cpuBefore };
}
