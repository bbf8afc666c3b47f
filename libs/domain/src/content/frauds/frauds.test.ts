import { describe, it, expect } from 'vitest';
import { FRAUD_IDS, isDefenseId } from '../../catalog/ids';
import { effectiveness } from '../../game/matrix';
import type { SourceRef } from '../types';
import { FRAUD_PAGES } from './index';

const inRange = (n: number, min: number, max: number) => n >= min && n <= max;
const nonEmpty = (s: string) => typeof s === 'string' && s.trim().length > 0;
const isHttps = (url: string) => /^https:\/\/[^\s]+$/.test(url);

function expectValidSource(source: SourceRef) {
  expect(nonEmpty(source.title)).toBe(true);
  expect(nonEmpty(source.publisher)).toBe(true);
  expect(isHttps(source.url)).toBe(true);
  expect(Number.isInteger(source.year)).toBe(true);
  expect(source.year).toBeGreaterThanOrEqual(1990);
  expect(source.year).toBeLessThanOrEqual(2030);
}

describe('fraud pages', () => {
  it('has exactly one page per fraud id', () => {
    expect(Object.keys(FRAUD_PAGES).sort()).toEqual([...FRAUD_IDS].sort());
  });

  it('uses quiz ids that are unique across all pages', () => {
    const ids = FRAUD_IDS.flatMap((id) => FRAUD_PAGES[id].quiz.map((q) => q.id));
    expect(ids).toHaveLength(FRAUD_IDS.length * 3);
    expect(new Set(ids).size).toBe(ids.length);
  });

  describe.each(FRAUD_IDS)('%s', (fraudId) => {
    const page = FRAUD_PAGES[fraudId];

    it('exists with a matching id, title and tagline', () => {
      expect(page).toBeDefined();
      expect(page.id).toBe(fraudId);
      expect(nonEmpty(page.title)).toBe(true);
      expect(nonEmpty(page.tagline)).toBe(true);
    });

    it('has every section filled within its count range', () => {
      expect(inRange(page.whatItIs.length, 1, 2)).toBe(true);
      expect(inRange(page.howItWorks.length, 4, 6)).toBe(true);
      expect(inRange(page.warningSigns.length, 4, 6)).toBe(true);
      expect(inRange(page.ifItHappens.length, 4, 6)).toBe(true);
      for (const text of [...page.whatItIs, ...page.howItWorks, ...page.warningSigns, ...page.ifItHappens]) {
        expect(nonEmpty(text)).toBe(true);
      }
    });

    it('has a documented real case with year and source', () => {
      const { realCase } = page;
      expect(nonEmpty(realCase.title)).toBe(true);
      expect(nonEmpty(realCase.summary)).toBe(true);
      expect(Number.isInteger(realCase.year)).toBe(true);
      expectValidSource(realCase.source);
    });

    it('has at least two key numbers, each with a year and a sourced https url', () => {
      expect(page.keyNumbers.length).toBeGreaterThanOrEqual(2);
      for (const kn of page.keyNumbers) {
        expect(nonEmpty(kn.figure)).toBe(true);
        expect(nonEmpty(kn.label)).toBe(true);
        expect(Number.isInteger(kn.year)).toBe(true);
        expectValidSource(kn.source);
      }
    });

    it('lists at least two distinct https sources, including every source it cites', () => {
      page.sources.forEach(expectValidSource);
      const urls = new Set(page.sources.map((s) => s.url));
      expect(urls.size).toBeGreaterThanOrEqual(2);
      const cited = [page.realCase.source, ...page.keyNumbers.map((k) => k.source)];
      for (const source of cited) {
        expect(urls.has(source.url), `${source.url} missing from sources`).toBe(true);
      }
    });

    it('has exactly three well-formed quiz questions', () => {
      expect(page.quiz).toHaveLength(3);
      page.quiz.forEach((q, i) => {
        expect(q.id).toBe(`${fraudId}-${i + 1}`);
        expect(nonEmpty(q.prompt)).toBe(true);
        expect(inRange(q.choices.length, 3, 4)).toBe(true);
        q.choices.forEach((c) => expect(nonEmpty(c)).toBe(true));
        expect(new Set(q.choices).size).toBe(q.choices.length);
        expect(Number.isInteger(q.answerIndex)).toBe(true);
        expect(inRange(q.answerIndex, 0, q.choices.length - 1)).toBe(true);
        expect(nonEmpty(q.explanation)).toBe(true);
      });
    });

    it('varies the position of the right answer', () => {
      const positions = new Set(page.quiz.map((q) => q.answerIndex));
      expect(positions.size).toBeGreaterThan(1);
    });

    it('asks at least one defense question whose matrix claim agrees with the matrix', () => {
      const claims = page.quiz.flatMap((q) => (q.matrixClaim ? [q.matrixClaim] : []));
      expect(claims.length).toBeGreaterThanOrEqual(1);
      for (const claim of claims) {
        expect(claim.fraudId).toBe(fraudId);
        expect(isDefenseId(claim.defenseId)).toBe(true);
        expect(effectiveness(claim.fraudId, claim.defenseId), `${fraudId} x ${claim.defenseId}`).toBe(
          claim.effectiveness,
        );
      }
    });
  });
});
