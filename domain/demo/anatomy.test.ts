import { describe, expect, it } from 'vitest';
import { emptyUserData, normaliseUserData } from '../data/userData';
import { limits } from '../limits';
import { MIN_QUESTIONS_FOR_POINTS } from '../scoring';
import { buildDemoContent, withDemoContent } from './anatomy';

const IMAGE = '/uploads/AAAAAAAAAAAAAAAAAAAAAA.png';

describe('demo anatomy content', () => {
  it('adds one subject with 10 cards, a board with legends and a mind map, all kept by the normaliser', () => {
    const data = withDemoContent(emptyUserData(), buildDemoContent(IMAGE, 1000), 1000);
    expect(normaliseUserData(data, 1000)).toEqual(data);
    expect(data.subjects).toHaveLength(1);
    const [heart, circulation] = data.subjects[0]!.chapters;
    const heartKey = `${data.subjects[0]!.id}.${heart!.id}`;
    expect(data.cards[heartKey]).toHaveLength(10);
    expect(data.zoningSets[heartKey]?.[0]?.imageUrl).toBe(IMAGE);
    const legends = data.zoningSets[heartKey]?.[0]?.legends ?? [];
    // A zoning session asks each legend once: at least MIN_QUESTIONS_FOR_POINTS so it can earn points.
    expect(legends.length).toBeGreaterThanOrEqual(MIN_QUESTIONS_FOR_POINTS);
    expect(legends.length).toBeLessThanOrEqual(limits.legendsPerBoard);
    expect(new Set(legends.map((legend) => legend.label)).size).toBe(legends.length);
    expect(legends.every((legend) => legend.points.length >= 3)).toBe(true);
    const map = data.mindMaps[`${data.subjects[0]!.id}.${circulation!.id}`]?.[0];
    expect(map?.nodes).toHaveLength(4);
    expect(map?.edges).toHaveLength(4);
  });

  it('keeps what the user already has', () => {
    const first = withDemoContent(emptyUserData(), buildDemoContent(IMAGE));
    const second = withDemoContent(first, buildDemoContent(IMAGE));
    expect(second.subjects).toHaveLength(2);
    expect(Object.keys(second.cards)).toHaveLength(2);
  });
});
