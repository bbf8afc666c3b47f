import { describe, it, expect } from 'vitest';
import { DEFENSE_IDS } from '../../catalog/ids';
import { DEFENSE_PAGES } from './index';

const MYTH_REQUIRED = ['RegularPasswordChanges', 'HttpsAndEncryption', 'VpnUsage'] as const;

const isHttps = (url: string): boolean => /^https:\/\/[^\s/]+\.[^\s]+$/.test(url);
const nonEmpty = (s: string): boolean => s.trim().length > 0;

describe('defense pages', () => {
  it('has exactly one page per defense id', () => {
    expect(Object.keys(DEFENSE_PAGES).sort()).toEqual([...DEFENSE_IDS].sort());
  });

  describe.each(DEFENSE_IDS.map((id) => [id]))('%s', (id) => {
    const page = DEFENSE_PAGES[id];

    it('exists with a matching id and non-empty title and tagline', () => {
      expect(page).toBeDefined();
      expect(page.id).toBe(id);
      expect(nonEmpty(page.title)).toBe(true);
      expect(nonEmpty(page.tagline)).toBe(true);
    });

    it('has sections within the required ranges', () => {
      expect(page.whatItIs.length).toBeGreaterThanOrEqual(1);
      expect(page.whatItIs.length).toBeLessThanOrEqual(3);
      expect(page.howItWorks.length).toBeGreaterThanOrEqual(3);
      expect(page.howItWorks.length).toBeLessThanOrEqual(6);
      expect(page.tradeOffs.length).toBeGreaterThanOrEqual(3);
      expect(page.tradeOffs.length).toBeLessThanOrEqual(5);
      for (const s of [...page.whatItIs, ...page.howItWorks, ...page.tradeOffs]) {
        expect(nonEmpty(s)).toBe(true);
      }
    });

    it('cites at least two distinct https sources, each complete', () => {
      const urls = new Set(page.sources.map((s) => s.url));
      expect(urls.size).toBeGreaterThanOrEqual(2);
      for (const s of page.sources) {
        expect(isHttps(s.url), s.url).toBe(true);
        expect(nonEmpty(s.title)).toBe(true);
        expect(nonEmpty(s.publisher)).toBe(true);
        expect(Number.isInteger(s.year) && s.year >= 2000 && s.year <= 2026).toBe(true);
      }
    });

    it('names at least one authority, each with an https url', () => {
      expect(page.authorities.length).toBeGreaterThanOrEqual(1);
      for (const a of page.authorities) {
        expect(nonEmpty(a.label)).toBe(true);
        expect(isHttps(a.url), a.url).toBe(true);
      }
    });

    it('has a complete myth/fact box when present', () => {
      if (page.mythFact) {
        expect(nonEmpty(page.mythFact.myth)).toBe(true);
        expect(nonEmpty(page.mythFact.fact)).toBe(true);
        expect(isHttps(page.mythFact.source.url)).toBe(true);
      }
    });
  });

  it('has myth/fact boxes where the research flags a myth', () => {
    for (const id of MYTH_REQUIRED) {
      expect(DEFENSE_PAGES[id].mythFact, id).toBeDefined();
    }
  });
});
