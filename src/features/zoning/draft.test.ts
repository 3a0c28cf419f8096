import { describe, expect, it } from 'vitest';
import { withGeometry, type Legend, type ZoningBoard } from '../../../domain/data/zoning';
import { normaliseStudyData } from '../../../domain/data/userData';
import { zoningText } from '../../i18n/zoning';
import { deleteBoard, restoreBoard, saveBoard } from './boardEdits';
import { boardFromDraft, canSave, saveProblem, type BoardDraft } from './draft';

const legend = (label: string, n = 3): Legend =>
  withGeometry({ id: label || 'x', label, note: null, color: '#6366f1', format: 'image', points: Array.from({ length: n }, (_, i) => ({ x: i / 10, y: (i * i) / 10 })) });
const draft: BoardDraft = { id: 'b1', title: ' Cœur ', imageUrl: 'https://example.org/c.png', createdAt: null };

describe('zoning save rules', () => {
  it('checks image, legends, shapes and labels in that order', () => {
    const m = zoningText.messages;
    expect(saveProblem({ ...draft, imageUrl: ' ' }, [])).toBe(m.imageRequired);
    expect(saveProblem(draft, [])).toBe(m.legendRequired);
    expect(saveProblem(draft, [legend('', 2)])).toBe(m.shapeIncomplete);
    expect(saveProblem(draft, [legend('Aorte'), legend('<b> </b>')])).toBe(m.labelRequired);
    expect(saveProblem(draft, [legend('Aorte')])).toBeNull();
  });

  it('disables saving while uploading or drawing, or without image or legends', () => {
    const idle = { uploading: false, drawing: false };
    expect(canSave(draft, [legend('A')], idle)).toBe(true);
    expect(canSave(draft, [legend('A')], { ...idle, uploading: true })).toBe(false);
    expect(canSave(draft, [legend('A')], { ...idle, drawing: true })).toBe(false);
    expect(canSave(draft, [], idle)).toBe(false);
    expect(canSave({ ...draft, imageUrl: '' }, [legend('A')], idle)).toBe(false);
  });
});

describe('board edits', () => {
  const data = normaliseStudyData({ subjects: [{ id: 's', name: 'S', chapters: [{ id: 'c', name: 'C' }] }] });
  const board = (id: string, title: string): ZoningBoard => boardFromDraft({ ...draft, id, title }, [legend('A')], 's', 'c', 1000);

  it('adds new boards at the front and replaces one with the same id in place', () => {
    let next = saveBoard(board('b1', 'un'))(data);
    next = saveBoard(board('b2', 'deux'))(next);
    expect(next.zoningSets['s.c']!.map((b) => b.id)).toEqual(['b2', 'b1']);
    next = saveBoard(board('b1', 'un bis'))(next);
    expect(next.zoningSets['s.c']!.map((b) => b.title)).toEqual(['deux', 'un bis']);
  });

  it('deletes and restores a board at its place', () => {
    const start = [board('b1', 'un'), board('b2', 'deux'), board('b3', 'trois')].reduceRight((d, b) => saveBoard(b)(d), data);
    const removed = deleteBoard('s', 'c', 'b2')(start);
    expect(removed.zoningSets['s.c']!.map((b) => b.id)).toEqual(['b1', 'b3']);
    const restored = restoreBoard(start.zoningSets['s.c']![1]!, 1)(removed);
    expect(restored.zoningSets['s.c']!.map((b) => b.id)).toEqual(['b1', 'b2', 'b3']);
    expect(restoreBoard(start.zoningSets['s.c']![1]!, 1)(restored)).toEqual(restored);
  });

  it('trims the title and the labels, and keeps the creation date on later saves', () => {
    const saved = boardFromDraft({ ...draft, createdAt: 500 }, [{ ...legend('Aorte'), label: ' Aorte ', note: '  ' }], 's', 'c', 2000);
    expect(saved).toMatchObject({ title: 'Cœur', createdAt: 500, updatedAt: 2000 });
    expect(saved.legends[0]).toMatchObject({ label: 'Aorte', note: null });
  });
});
