import { describe, expect, it } from 'vitest';
import { answerCheck, answerCheckOnDemand, answerContext, checkAnswer, countsAsCorrect, tolerance, type Verdict } from './check';
import { answerDiff } from './diff';
import { foldForCheck } from './fold';
import { neverTolerated, type NeverTolerated } from './rules';

/** [typed, accepted answers, verdict] — medical French as students type it. */
type Case = readonly [typed: string, accepted: string | string[], verdict: Verdict];

const acceptedVariants: Case[] = [
  ['Noeud sinusal', 'Nœud sinusal', 'right'],
  ['NOEUD SINUSAL', 'Nœud sinusal', 'right'],
  ['oesophage', 'Œsophage', 'right'],
  ['caecum', 'Cæcum', 'right'],
  ['CŒUR', 'cœur', 'right'],
  ['artère-fémorale', 'artère fémorale', 'right'],
  ['cul de sac de Douglas', 'cul-de-sac de Douglas', 'right'],
  ['muscle sterno–cléido–mastoïdien', 'Muscle sterno-cléido-mastoïdien', 'right'],
  ["l'aorte", 'l’aorte', 'right'],
  ["l' aorte", 'l’aorte', 'right'],
  ['aorte', 'l’aorte', 'right'],
  ["tendon d'achille", 'Tendon d’Achille', 'right'],
  ['rate', 'la rate', 'right'],
  ['la rate', 'Rate', 'right'],
  ['le foie', 'Foie', 'right'],
  ['les poumons', 'Poumons', 'right'],
  ['un neurone', 'neurone', 'right'],
  ['une synapse', 'Synapse', 'right'],
  ['des globules rouges', 'Globules rouges', 'right'],
  ['du sang', 'sang', 'right'],
  ['de la bile', 'bile', 'right'],
  ["d'oxygène", 'oxygène', 'right'],
  ['  artere   PULMONAIRE ', 'Artère pulmonaire', 'right'],
  ['<b>Aorte</b>', 'aorte', 'right'],
  ['veine cave inferieure', 'Veine cave inférieure', 'right'],
  ['ganglion\u00a0stellaire', 'Ganglion stellaire', 'right'],
  ['« rate »', '"rate"', 'right'],
  ['Os coxal', ['Os iliaque', 'Os coxal'], 'right'],
  ['vertebre C7', 'Vertèbre C7', 'right'],
  ['nerf crânien VII', 'Nerf crânien VII', 'right'],
];

const typosAccepted: Case[] = [
  ['appendicetcomie', 'appendicectomie', 'almost'], // one slipped letter in a 15-letter term
  ['apendicectomie', 'Appendicectomie', 'almost'],
  ['apendisectomie', 'appendicectomie', 'almost'],
  ['pancraes', 'Pancréas', 'almost'],
  ['estomc', 'Estomac', 'almost'],
  ['duodenun', 'Duodénum', 'almost'],
  ['tyroide', 'Thyroïde', 'almost'],
  ['hipocampe', 'Hippocampe', 'almost'],
  ['hipocamep', 'Hippocampe', 'almost'],
  ['myocrade', 'Myocarde', 'almost'],
  ['pericardes', 'Péricarde', 'almost'],
  ['trachhée', 'Trachée', 'almost'],
  ['colno', 'Côlon', 'almost'],
  ['noeud auriculo ventriculair', 'Nœud auriculo-ventriculaire', 'almost'],
  ['muscle detloide', 'Muscle deltoïde', 'almost'],
  ['artere femorale droit', 'Artère fémorale droite', 'almost'],
  ['la ratte', 'rate', 'wrong'], // 4 letters: no tolerance
  ['rien', 'Rein', 'wrong'],
  ['foi', 'Foie', 'wrong'],
  ['pancrase', 'Pancréas', 'wrong'], // two edits for 8 letters
  ['apendisectomi', 'appendicectomie', 'wrong'], // three edits
];

const neverToleratedCases: (readonly [typed: string, accepted: string, reason: NeverTolerated])[] = [
  ['nerf cranien VIII', 'Nerf crânien VII', 'number'],
  ['vertebre C6', 'Vertèbre C7', 'number'],
  ['vertebre L4', 'Vertèbre L5', 'number'],
  ['cote 6', 'Côte 5', 'number'],
  ['carotide externe', 'Carotide interne', 'position'],
  ['veine jugulaire externe', 'Veine jugulaire interne', 'position'],
  ['artère iliaque interne', 'Artère iliaque externe', 'position'],
  ['artere femorale gauche', 'Artère fémorale droite', 'position'],
  ['veines pulmonaires droites', 'Veines pulmonaires gauches', 'position'],
  ['veine cave inferieure', 'Veine cave supérieure', 'position'],
  ['face posterieure', 'Face antérieure', 'position'],
  ['bord lateral', 'Bord médial', 'position'],
  ['extremite distale', 'Extrémité proximale', 'position'],
  ['hypothyroidie', 'Hyperthyroïdie', 'prefix'],
  ['hyperglycemie', 'Hypoglycémie', 'prefix'],
  ['intercellulaire', 'Intracellulaire', 'prefix'],
  ['exocytose', 'Endocytose', 'prefix'],
  ['sous-hyoïdien', 'Sus-hyoïdien', 'prefix'],
  ['muscles sus hyoidiens', 'Muscles sous-hyoïdiens', 'prefix'],
  ['adduction', 'Abduction', 'prefix'],
  ['muscle abducteur', 'Muscle adducteur', 'prefix'],
  ['postnatal', 'Prénatal', 'prefix'],
  ['retroversion', 'Antéversion', 'prefix'],
];

describe('checkAnswer: accepted variants', () => {
  it.each(acceptedVariants)('%s for %s is %s', (typed, accepted, verdict) => {
    expect(checkAnswer(typed, [accepted].flat()).verdict).toBe(verdict);
  });
});

describe('checkAnswer: typos', () => {
  it.each(typosAccepted)('%s for %s is %s', (typed, accepted, verdict) => {
    expect(checkAnswer(typed, [accepted].flat()).verdict).toBe(verdict);
  });
});

describe('checkAnswer: never tolerated', () => {
  it.each(neverToleratedCases)('%s for %s is refused (%s)', (typed, accepted, reason) => {
    expect(checkAnswer(typed, [accepted]).verdict).toBe('wrong');
    const given = foldForCheck(typed);
    const expected = foldForCheck(accepted);
    expect(neverTolerated(given, expected, 1)).toBe(reason);
  });

  it('still forgives a typo beside a position word, a number or a prefix that agree', () => {
    expect(checkAnswer('carotide internne', ['Carotide interne']).verdict).toBe('almost');
    expect(checkAnswer('vertebre C7 cervicle', ['Vertèbre C7 cervicale']).verdict).toBe('almost');
    expect(checkAnswer('hyperthyroidi', ['Hyperthyroïdie']).verdict).toBe('almost');
    expect(checkAnswer('adomen', ['Abdomen']).verdict).toBe('almost'); // a slipped letter, not the prefix « ad »
  });
});

describe('checkAnswer: other answers of the chapter', () => {
  const chapter = answerContext(['Ilion', 'Iléon', 'Nœud sinusal', 'Aorte']);

  it('refuses a typo as close or closer to another item’s answer', () => {
    expect(checkAnswer('ileion', ['Ilion']).verdict).toBe('almost');
    expect(checkAnswer('ileion', ['Ilion'], chapter).verdict).toBe('wrong');
    expect(checkAnswer('iléon', ['Ilion'], chapter).verdict).toBe('wrong');
  });

  it('forgives a typo farther from every other answer, the item’s own answer in the context included', () => {
    expect(checkAnswer('ilionn', ['Ilion'], chapter)).toEqual({ verdict: 'almost', expected: 'Ilion' });
    expect(checkAnswer('neud sinusal', ['Nœud sinusal'], chapter).verdict).toBe('almost');
  });

  it('never makes a right answer wrong', () => {
    expect(checkAnswer('ileon', ['Iléon'], chapter).verdict).toBe('right');
  });

  it('judges alike when folded only on demand, and is folded only for a typo', () => {
    const answers = ['Ilion', 'Iléon', 'Nœud sinusal', 'Aorte'];
    let folds = 0;
    const onDemand = answerCheckOnDemand(() => (folds++, answers));
    const eager = answerCheck(answers);
    const typed: [string, string[]][] = [['ileon', ['Iléon']], ['Fémur', ['Aorte']], ['aorte', ['Aorte']]];
    for (const [text, accepted] of typed) expect(onDemand(text, accepted)).toEqual(eager(text, accepted));
    expect(folds).toBe(0);
    for (const [text, accepted] of [['ileion', ['Ilion']], ['neud sinusal', ['Nœud sinusal']], ['ilionn', ['Ilion']]] as [string, string[]][]) {
      expect(onDemand(text, accepted)).toEqual(eager(text, accepted));
    }
    expect(onDemand('ileion', ['Ilion']).verdict).toBe('wrong');
    expect(folds).toBe(1);
  });
});

describe('checkAnswer: the answer it judged against', () => {
  it('is the accepted answer matched or nearly matched, else the first one', () => {
    expect(checkAnswer('os coxl', ['Os iliaque', 'Os coxal'])).toEqual({ verdict: 'almost', expected: 'Os coxal' });
    expect(checkAnswer('fémur', ['Os iliaque', 'Os coxal'])).toEqual({ verdict: 'wrong', expected: 'Os iliaque' });
  });

  it('never accepts an empty answer or an empty expected value', () => {
    expect(checkAnswer('', [''])).toEqual({ verdict: 'wrong', expected: '' });
    expect(checkAnswer('   ', ['x']).verdict).toBe('wrong');
    expect(checkAnswer('x', ['<b> </b>']).verdict).toBe('wrong');
    expect(checkAnswer('le', ['Le']).verdict).toBe('right'); // an article alone is kept, not folded away
  });

  it('counts almost as correct', () => {
    expect([countsAsCorrect('right'), countsAsCorrect('almost'), countsAsCorrect('wrong')]).toEqual([true, true, false]);
  });

  it('tolerates no typo up to 4 letters, one up to 9, two from 10', () => {
    expect([4, 5, 9, 10, 15].map(tolerance)).toEqual([0, 1, 1, 2, 2]);
  });
});

describe('answerDiff', () => {
  const marked = (segments: { text: string; differs: boolean }[]) => segments.map((s) => (s.differs ? `[${s.text}]` : s.text)).join('');

  it('marks the differing letters on the answers as written', () => {
    const diff = answerDiff('noeud sinsal', 'Nœud sinusal');
    expect(marked(diff.expected)).toBe('Nœud sin[u]sal');
    expect(marked(diff.given)).toBe('noeud sinsal');
    expect(marked(answerDiff('appendicetcomie', 'appendicectomie').expected)).toBe('appendice[ct]omie');
    expect(marked(answerDiff('pancreaz', 'Pancréas').given)).toBe('pancrea[z]');
    expect(marked(answerDiff('pancreaz', 'Pancréas').expected)).toBe('Pancréa[s]');
  });

  it('marks nothing for what folding ignores (articles, case, accents, ligatures, hyphens)', () => {
    expect(marked(answerDiff("l'oesophage", 'Œsophage').expected)).toBe('Œsophage');
    expect(marked(answerDiff('ARTERE-FEMORALE', 'la artère fémorale').given)).toBe('ARTERE-FEMORALE');
  });
});
