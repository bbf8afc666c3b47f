import { describe, it, expect } from 'vitest';
import { FRAUD_IDS } from '../../catalog/ids';
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
  });
});
