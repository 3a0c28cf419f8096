import { describe, expect, it } from 'vitest';
import { ACTIVE_METHODS } from '../../../domain/practice';
import { CATALOGUE_METHOD_IDS } from '../../../domain/data/sessions';
import { METHODS, methodScreenPath } from './catalogue';

describe('method catalogue', () => {
  it('lists every method of the spec once, the active ones enabled', () => {
    expect(METHODS.map((m) => m.id)).toEqual([...CATALOGUE_METHOD_IDS]);
    expect(METHODS.filter((m) => m.enabled).map((m) => m.id)).toEqual([...ACTIVE_METHODS]);
    expect(METHODS.map((m) => m.name)).toEqual(['Association', 'Zonage sur schéma', 'Mind map', 'QCM', 'Dictée anat', 'Regroupement']);
  });

  it('builds the manage and train addresses of the active methods only, and no manage screen for QCM', () => {
    expect(methodScreenPath('association', 'train', 'anat', 'coeur')).toBe('/association/train/anat/coeur');
    expect(methodScreenPath('image-zoning', 'manage', 'a b', 'c')).toBe('/zoning/manage/a%20b/c');
    expect(methodScreenPath('mindmap', 'train', 's', 'c')).toBe('/mindmap/train/s/c');
    expect(methodScreenPath('qcm', 'train', 's', 'c')).toBe('/qcm/train/s/c');
    expect(methodScreenPath('qcm', 'manage', 's', 'c')).toBeNull();
    expect(methodScreenPath('dictation', 'train', 's', 'c')).toBeNull();
    expect(methodScreenPath('nope', 'train', 's', 'c')).toBeNull();
  });
});
