import initSqlJs from 'sql.js';
import { describe, expect, it } from 'vitest';
import { buildPackage } from '../../tests/anki/buildPackage';
import { sampleCollection } from '../../tests/anki/sampleCollection';
import { normaliseStudyData } from '../data/userData';
import { chapterMemoryItems } from '../memory/items';
import { buildImport, importedItems, withImport, type ChapterChoice } from './material';
import { readAnkiImport } from './read';

async function samplePlan() {
  const SQL = await initSqlJs();
  return readAnkiImport(SQL, buildPackage(SQL, sampleCollection(), 2)).plan;
}

let counter = 0;
const newId = () => `id${++counter}`;
const urls = new Map([
  ['main.png', '/uploads/main.png'],
  ['crane.png', '/uploads/crane.png'],
  ['coude.png', '/uploads/coude.png'],
]);

describe('an import added to the material', () => {
  it('lands in subjects and chapters matched by name, survives the normaliser, and names its memory items', async () => {
    const plan = await samplePlan();
    const choices: ChapterChoice[] = plan.chapters.map((c) => ({ key: c.key, include: true, subject: c.subject, chapter: c.chapter }));
    const existing = normaliseStudyData({ subjects: [{ id: 's1', name: 'anatomie', chapters: [{ id: 'c1', name: 'Membre supérieur' }] }] });
    const batch = buildImport(plan, choices, urls, Infinity, newId, 1000);
    const data = normaliseStudyData(withImport(existing, batch));
    expect(data.subjects).toHaveLength(1);
    expect(data.subjects[0]!.chapters.map((c) => c.name)).toEqual(['Membre supérieur', 'Tête › Crâne']);
    expect(data.cards['s1.c1']).toHaveLength(11);
    const skull = data.subjects[0]!.chapters[1]!.id;
    expect(data.cards[`s1.${skull}`]).toHaveLength(12);
    expect(data.zoningSets[`s1.${skull}`]![0]!.legends.map((l) => l.label)).toEqual(['Frontal', 'Zone 1', 'Maxillaire', 'Zone 2']);
    // Every imported item with an Anki card is an item the memory knows.
    const known = new Set([...chapterMemoryItems(data, 's1', 'c1'), ...chapterMemoryItems(data, 's1', skull)].map((item) => item.id));
    const items = importedItems(data.subjects, batch);
    expect(items.length).toBeGreaterThan(25);
    for (const item of items) expect(known.has(item.itemId)).toBe(true);
  });

  it('leaves out what the preview unticked and the boards past the quota', async () => {
    const plan = await samplePlan();
    const choices = plan.chapters.map((c, i) => ({ key: c.key, include: i === 1, subject: 'Crâne', chapter: 'Os' }));
    const batch = buildImport(plan, choices, urls, 0, newId, 1000);
    expect(batch.boardsLeftOut).toBe(1);
    const data = normaliseStudyData(withImport(normaliseStudyData({}), batch));
    expect(data.subjects.map((s) => [s.name, s.chapters.map((c) => c.name)])).toEqual([['Crâne', ['Os']]]);
    expect(Object.values(data.zoningSets)).toEqual([]);
  });
});
