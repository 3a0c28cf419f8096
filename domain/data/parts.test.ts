import { describe, expect, it } from 'vitest';
import type { Card } from './cards';
import { cardConflicts, keepTheirs } from './conflicts';
import { changedParts, parsePartKey, partsOf, withParts } from './parts';
import { afterStoredSave, readPendingRecord, replayList, replayPending } from './pendingParts';
import type { Material } from './userData';

const card = (id: string, text: string, answer = 'aorte'): Card => ({ id, answer, answers: [answer], text, imageUrl: null });
const material = (cards: Material['cards'], chapters = ['a', 'b']): Material => ({
  subjects: [{ id: 's', name: 'Anatomie', colorHex: '#6366f1', chapters: chapters.map((id) => ({ id, name: id })) }],
  cards,
  zoningSets: {},
  mindMaps: {},
  profileMusicUrl: null,
});

describe('material parts', () => {
  it('names the subject list, the profile and each chapter list, and refuses anything else', () => {
    expect(parsePartKey('subjects')).toEqual({ kind: 'subjects' });
    expect(parsePartKey('cards:s.a')).toEqual({ kind: 'cards', chapter: 's.a', subjectId: 's', chapterId: 'a' });
    for (const key of ['sessions', 'progress', 'cards:', 'cards:s', 'cards:.a', 'notes:s.a', ':s.a']) expect(parsePartKey(key)).toBeNull();
    expect([...partsOf(material({ 's.a': [card('c1', 'x')] })).keys()]).toEqual(['subjects', 'profile', 'cards:s.a']);
  });

  it('finds only the parts that changed; an emptied list is sent empty, a deleted chapter’s is not', () => {
    const base = material({ 's.a': [card('c1', 'x')], 's.b': [card('c2', 'y')] });
    expect(changedParts(base, base)).toEqual([]);
    const edited = material({ 's.a': [card('c1', 'x2')], 's.b': [card('c2', 'y')] });
    expect(changedParts(base, edited)).toEqual([{ key: 'cards:s.a', content: [card('c1', 'x2')] }]);
    expect(changedParts(base, material({ 's.a': [card('c1', 'x')] }))).toEqual([{ key: 'cards:s.b', content: [] }]);
    const withoutB = material({ 's.a': [card('c1', 'x')] }, ['a']);
    expect(changedParts(base, withoutB).map((part) => part.key)).toEqual(['subjects']);
  });

  it('puts parts back into a material', () => {
    const base = material({ 's.a': [card('c1', 'x')] });
    const next = withParts(base, [['cards:s.a', []], ['cards:s.b', [card('c3', 'z')]], ['profile', 'https://exemple.fr/a.mp3']]);
    expect(next.cards).toEqual({ 's.b': [card('c3', 'z')] });
    expect(next.profileMusicUrl).toBe('https://exemple.fr/a.mp3');
    expect(base.cards['s.a']).toHaveLength(1);
  });
});

describe('a card edited on two devices', () => {
  const base = material({ 's.a': [card('c1', 'avant'), card('c2', 'autre')] });
  const server = material({ 's.a': [card('c1', 'leur texte'), card('c2', 'autre')] });
  const local = material({ 's.a': [card('c1', 'mon texte'), card('c2', 'autre')] });

  it('keeps both texts: mine in place, theirs right after it, once however often replayed', () => {
    const conflicts = cardConflicts({ base, server, local, replayed: local }, () => 'copie');
    expect(conflicts).toEqual([{ chapter: 's.a', cardId: 'c1', theirs: card('copie', 'leur texte') }]);
    const kept = keepTheirs<Material>(conflicts);
    const merged = kept(local);
    expect(merged.cards['s.a']!.map((c) => c.text)).toEqual(['mon texte', 'leur texte', 'autre']);
    expect(kept(merged)).toEqual(merged);
  });

  it('is no conflict when the replay keeps their change (different fields) or only one side changed', () => {
    const theirAnswer = material({ 's.a': [card('c1', 'avant', 'aorte thoracique'), card('c2', 'autre')] });
    const replayed = material({ 's.a': [card('c1', 'mon texte', 'aorte thoracique'), card('c2', 'autre')] });
    expect(cardConflicts({ base, server: theirAnswer, local, replayed }, () => 'x')).toEqual([]);
    expect(cardConflicts({ base, server: base, local, replayed: local }, () => 'x')).toEqual([]);
    expect(cardConflicts({ base, server, local: base, replayed: server }, () => 'x')).toEqual([]);
  });
});

describe('edits kept on the device, replayed after a reload', () => {
  it('replays removals, changes and additions item by item, keeping what the server changed meanwhile', () => {
    const base = [card('c1', 'un'), card('c2', 'deux'), card('c3', 'trois')];
    const local = [card('c1', 'un modifié'), card('c3', 'trois'), card('c4', 'quatre')];
    const server = [card('c0', 'ajouté ailleurs'), card('c1', 'un'), card('c2', 'deux'), card('c3', 'trois modifié ailleurs')];
    expect(replayList(server, base, local).map((c) => (c as Card).text)).toEqual(['ajouté ailleurs', 'un modifié', 'trois modifié ailleurs', 'quatre']);
  });

  it('puts the pending parts back on a newer copy, the profile as it was set', () => {
    const server = material({ 's.a': [card('c1', 'x'), card('c9', 'serveur')] });
    const edit = replayPending<Material>([
      { key: 'cards:s.a', base: [card('c1', 'x')], local: [card('c1', 'x local')] },
      { key: 'cards:s.b', base: undefined, local: [card('b1', 'nouveau')] },
      { key: 'profile', base: null, local: 'https://exemple.fr/a.mp3' },
    ]);
    const next = edit(server);
    expect(next.cards['s.a']!.map((c) => c.text)).toEqual(['x local', 'serveur']);
    expect(next.cards['s.b']!.map((c) => c.text)).toEqual(['nouveau']);
    expect(next.profileMusicUrl).toBe('https://exemple.fr/a.mp3');
    expect(edit(next)).toEqual(next);
  });

  it('reads the records of earlier versions (the parts alone) and drops a malformed save in flight', () => {
    const parts = [{ key: 'cards:s.a', base: [card('c1', 'x')], local: [card('c1', 'y')] }];
    expect(readPendingRecord(parts)).toEqual({ parts });
    expect(readPendingRecord({ parts, sent: { saveId: 42, parts: [] } })).toEqual({ parts });
    expect(readPendingRecord({ parts, sent: { saveId: 'save-1234', parts: [['cards:s.a', []]] } })).toEqual({ parts, sent: { saveId: 'save-1234', parts: [['cards:s.a', []]] } });
    expect(readPendingRecord(null)).toBeNull();
    expect(readPendingRecord({ parts: 'non' })).toBeNull();
  });

  it('a save stored before its answer was lost is not replayed over what another device saved since', () => {
    // Sent [droit]; stored; then the other device's refused save kept both: [gauche, droit copy].
    const server = material({ 's.a': [card('c1', 'gauche'), card('k1', 'droit')] });
    const record = {
      parts: [{ key: 'cards:s.a', base: [card('c1', 'ventricule')], local: [card('c1', 'droit'), card('c2', 'écrite ensuite')] }],
      sent: { saveId: 'save-1234', parts: [['cards:s.a', [card('c1', 'droit')]]] as Array<[string, unknown]> },
    };
    const left = afterStoredSave(record);
    expect(left).toEqual([{ key: 'cards:s.a', base: [card('c1', 'droit')], local: [card('c1', 'droit'), card('c2', 'écrite ensuite')] }]);
    // Only the card written after the save goes on; the other device's text stays.
    expect(replayPending<Material>(left)(server).cards['s.a']!.map((c) => c.text)).toEqual(['gauche', 'écrite ensuite', 'droit']);
    // Replayed from `base` instead, the stored save would overwrite the other device's text.
    expect(replayPending<Material>(record.parts)(server).cards['s.a']!.map((c) => c.text)).toEqual(['droit', 'écrite ensuite', 'droit']);
    // Nothing written after the save: nothing left to replay.
    expect(afterStoredSave({ ...record, parts: [{ ...record.parts[0]!, local: [card('c1', 'droit')] }] })).toEqual([]);
  });
});
