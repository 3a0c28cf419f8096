/**
 * Typing as a person types (#54): one key, then the frame that shows it, then the next key. Each
 * of Mnémo's fields is typed in by turns with its floor — a bare <input>, a bare contenteditable,
 * one TipTap field alone with Mnémo's extensions — in the same browser, and its cost per key is
 * printed above that floor. Method: benchmarks/README.md.
 */
import type { Page } from '@playwright/test';
import type { BenchFigure } from './types';
import { bundlePeer, mainThreadClock, median, openPeerPage, percentile, roundMs, startFrameSampling, stopFrameSampling, withBenchServer, type BenchServer } from './browser';
import { demoDiagramDataUrl, fullBoardLegends } from './zoning-board';

const BENCH = 'typing';
/** 24 keys, accents included: what a student types in an anatomy card. */
const TYPED = 'Artère pulmonaire gauche';
const ROUNDS = 3;
const CARDS = 50;

interface Profile {
  name: string;
  viewport: { width: number; height: number };
  cpuThrottling: number;
}

const PROFILES: Profile[] = [
  { name: 'desktop 1440×900', viewport: { width: 1440, height: 900 }, cpuThrottling: 1 },
  { name: 'phone 375×812, CPU ×4', viewport: { width: 375, height: 812 }, cpuThrottling: 4 },
];

type Floor = 'input' | 'contenteditable' | 'TipTap';

/** A field on a page, ready to be typed in: `focus` puts the caret in it, empty; `value` reads what it shows. */
interface Field {
  name: string;
  floor: Floor | null;
  page: Page;
  focus: () => Promise<void>;
  /** A script read in the page once a frame: what the field shows. */
  value: string;
  clock: () => Promise<number>;
  cpu: () => Promise<number>;
}

interface Typing {
  taskMs: number;
  cpuMs: number;
  frames: number[];
}

async function fieldOn(page: Page, profile: Profile, name: string, floor: Floor | null, focus: () => Promise<void>, value: string): Promise<Field> {
  const clock = await mainThreadClock(page, profile.cpuThrottling);
  const cpu = await mainThreadClock(page, profile.cpuThrottling, 'ThreadTime');
  return { name, floor, page, focus, value, clock, cpu };
}

/** Empties the focused field as a person would: select all, delete. */
async function emptied(page: Page): Promise<void> {
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Backspace');
}

/** Types TYPED one key a frame: each key waits for the frame after the last one's, as a person types. */
async function typeAsAPerson(field: Field): Promise<Typing> {
  const { page } = field;
  await field.focus();
  await emptied(page);
  await page.evaluate('new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50)))');
  const [taskBefore, cpuBefore] = [await field.clock(), await field.cpu()];
  await startFrameSampling(page);
  for (const key of TYPED) {
    await page.keyboard.type(key);
    await page.evaluate('new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))');
  }
  await page.evaluate(`new Promise((resolve, reject) => {
    const limit = setTimeout(() => reject(new Error(${JSON.stringify(`${field.name}: the typed text did not show within 10 s`)})), 10000);
    requestAnimationFrame(function shown() {
      if (!String(${field.value}).includes(${JSON.stringify(TYPED)})) return requestAnimationFrame(shown);
      clearTimeout(limit);
      resolve();
    });
  })`);
  const frames = await stopFrameSampling(page);
  return { frames, taskMs: ((await field.clock()) - taskBefore) / TYPED.length, cpuMs: ((await field.cpu()) - cpuBefore) / TYPED.length };
}

async function seed(server: BenchServer): Promise<string> {
  const token = await server.register('typing');
  const cards = Array.from({ length: CARDS }, (_, i) => ({
    id: `card-${i}`,
    text: `<p>Carte ${i + 1} : quelle structure vascularise ce territoire ?</p>`,
    answers: [`Réponse ${i + 1}`],
    imageUrl: null,
  }));
  const { url } = await server.api<{ url: string }>('/me/uploads', 'POST', { dataUrl: await demoDiagramDataUrl(server.base) }, token);
  await server.api(
    '/me/data',
    'PUT',
    {
      subjects: [{ id: 'anat', name: 'Anatomie', chapters: [{ id: 'coeur', name: 'Cœur' }] }],
      cards: { 'anat.coeur': cards },
      zoningSets: { 'anat.coeur': [{ id: 'bench-board', imageUrl: url, title: 'Banc', legends: fullBoardLegends() }] },
    },
    token,
    { 'if-match': '"0"' },
  );
  return token;
}

async function mnemoFields(server: BenchServer, token: string, profile: Profile): Promise<Field[]> {
  const cardPage = await server.signedInPage(token, profile.viewport);
  await cardPage.goto(`${server.base}/association/manage/anat/coeur`);
  await cardPage.getByText(`Carte ${CARDS} :`).first().waitFor();
  // The editor of a new card, above the chapter's 50 cards.
  await cardPage.getByRole('button', { name: 'Nouvelle carte' }).first().click();
  const cardForm = cardPage.locator('form.card-editor');
  await cardForm.getByRole('textbox', { name: 'Description' }).waitFor();

  const boardPage = await server.signedInPage(token, profile.viewport);
  await boardPage.goto(`${server.base}/zoning/manage/anat/coeur`);
  await boardPage.getByRole('button', { name: 'Modifier' }).click();
  await boardPage.locator('.board-canvas__stage[data-ready="true"]').waitFor();

  const practicePage = await server.signedInPage(token, profile.viewport);
  await practicePage.goto(`${server.base}/association/train/anat/coeur`);
  await practicePage.getByLabel('Ta réponse').waitFor();

  return [
    await fieldOn(cardPage, profile, `a card's text, in a ${CARDS}-card chapter`, 'TipTap', () => cardForm.getByRole('textbox', { name: 'Description' }).click(), `document.querySelector('form.card-editor [contenteditable]').textContent`),
    await fieldOn(cardPage, profile, `a card's answer, in a ${CARDS}-card chapter`, 'input', () => cardForm.getByLabel('Réponse 1', { exact: true }).click(), `document.querySelector('form.card-editor .answers__row input').value`),
    await fieldOn(boardPage, profile, 'a legend name, on a full board', 'input', () => boardPage.getByLabel('Intitulé').click(), `document.querySelector('.legend-item--active .legend-item__fields input').value`),
    await fieldOn(practicePage, profile, 'a typed answer, in association practice', 'input', () => practicePage.getByLabel('Ta réponse').click(), `document.activeElement.value`),
  ];
}

async function floorFields(server: BenchServer, profile: Profile): Promise<Record<Floor, Field>> {
  const bare = await openPeerPage(server, profile.viewport, 'bare-fields.html', {});
  const tiptap = await openPeerPage(server, profile.viewport, 'mind-map.html', await bundlePeer('tiptap-field.ts'));
  await tiptap.evaluate(`window.showField('')`);
  return {
    input: await fieldOn(bare, profile, 'floor: a bare <input>', null, () => bare.locator('#bare-input').click(), `document.getElementById('bare-input').value`),
    contenteditable: await fieldOn(bare, profile, 'floor: a bare contenteditable', null, () => bare.locator('#bare-editable').click(), `document.getElementById('bare-editable').textContent`),
    TipTap: await fieldOn(tiptap, profile, 'floor: one TipTap field alone, with Mnémo’s extensions', null, () => tiptap.locator('#map [contenteditable]').click(), `document.querySelector('#map [contenteditable]').textContent`),
  };
}

export function run(): Promise<BenchFigure[]> {
  return withBenchServer(async (server) => {
    const token = await seed(server);
    const figures: BenchFigure[] = [];
    for (const profile of PROFILES) {
      const floors = await floorFields(server, profile);
      const fields = [...(await mnemoFields(server, token, profile)), floors.input, floors.contenteditable, floors.TipTap];
      // A warm-up round runs every field's code once, unmeasured (cold code is not how a student types).
      for (const field of fields) await typeAsAPerson(field);
      await server.quiet();
      const rounds = new Map<Field, Typing[]>(fields.map((field) => [field, []]));
      for (let round = 0; round < ROUNDS; round++) {
        // Each round starts with another field: none always types on a warmer (or busier) machine.
        const shift = round % fields.length;
        for (const field of [...fields.slice(shift), ...fields.slice(0, shift)]) rounds.get(field)!.push(await typeAsAPerson(field));
      }
      const perKey = (field: Field, measure: 'taskMs' | 'cpuMs') => median(rounds.get(field)!.map((typing) => typing[measure]));
      const benchmark = `${BENCH}, ${profile.name}`;
      for (const field of fields) {
        const frames = rounds.get(field)!.flatMap((typing) => typing.frames).sort((a, b) => a - b);
        figures.push(
          { benchmark, metric: `${field.name}: main-thread task time per key`, value: roundMs(perKey(field, 'taskMs')), unit: 'ms' },
          { benchmark, metric: `${field.name}: main-thread CPU time per key`, value: roundMs(perKey(field, 'cpuMs')), unit: 'ms' },
          { benchmark, metric: `${field.name}: frame time p95`, value: roundMs(percentile(frames, 95)), unit: 'ms' },
        );
        if (field.floor) {
          const floor = floors[field.floor];
          figures.push({ benchmark, metric: `${field.name}: above the ${field.floor} floor (task time per key)`, value: roundMs(perKey(field, 'taskMs') - perKey(floor, 'taskMs')), unit: 'ms' });
        }
      }
      await Promise.all([...new Set(fields.map((field) => field.page))].map((page) => page.close()));
    }
    return figures;
  });
}
