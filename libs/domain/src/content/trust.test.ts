import { describe, expect, it } from 'vitest';
import { DEFENSE_PAGES } from './defenses';
import { FRAUD_PAGES } from './frauds';
import { IC3_2024_LOSSES, IC3_2024_TOTAL, LOSS_FIGURE_SOURCES } from './loss-figures';
import { isBannedSource, primaryPublisherOf, type SourceRef } from './types';

/** Every figure the product states, with the source it rests on. */
const claims: { what: string; year: number; source: SourceRef }[] = [
  ...Object.values(FRAUD_PAGES).flatMap((p) =>
    p.keyNumbers.map((k) => ({ what: `${p.id}: ${k.figure}`, year: k.year, source: k.source })),
  ),
  ...Object.values(DEFENSE_PAGES).flatMap((p) =>
    p.mythFact ? [{ what: `${p.id}: myth/fact`, year: p.mythFact.source.year, source: p.mythFact.source }] : [],
  ),
  ...IC3_2024_LOSSES.map((f) => ({ what: `loss chart: ${f.label}`, year: f.year, source: f.source })),
  { what: 'loss chart: total', year: IC3_2024_TOTAL.year, source: IC3_2024_TOTAL.source },
];

const everySource: SourceRef[] = [
  ...Object.values(FRAUD_PAGES).flatMap((p) => [...p.sources, p.realCase.source, ...p.keyNumbers.map((k) => k.source)]),
  ...Object.values(DEFENSE_PAGES).flatMap((p) => [...p.sources, ...(p.mythFact ? [p.mythFact.source] : [])]),
  ...LOSS_FIGURE_SOURCES,
];

describe('content you can trust', () => {
  it('recognises primary publishers by URL, not by what the publisher field says', () => {
    expect(primaryPublisherOf({ url: 'https://www.ic3.gov/AnnualReport/Reports/2024_IC3Report.pdf' })).toBe('FBI IC3');
    expect(
      primaryPublisherOf({
        url: 'https://github.com/usnistgov/800-63-3/blob/nist-pages/sp800-63b/sec5_authenticators.md',
      }),
    ).toBeDefined();
    expect(primaryPublisherOf({ url: 'https://github.com/someone/ic3-copy' })).toBeUndefined();
    expect(primaryPublisherOf({ url: 'https://ic3.gov.example.com/report' })).toBeUndefined();
    expect(primaryPublisherOf({ url: 'https://ic3.gov@evil.example.com/report' })).toBeUndefined();
    expect(primaryPublisherOf({ url: 'https://notic3.gov/report' })).toBeUndefined();
    expect(
      primaryPublisherOf({ url: 'https://www.secureworld.io/industry-news/cybercrime-soars-fbi-report' }),
    ).toBeUndefined();
    expect(isBannedSource({ url: 'https://news.b2blocal.com/x' })).toBe(true);
    expect(isBannedSource({ url: 'https://www.ftc.gov/x' })).toBe(false);
  });

  it('cites none of the banned news and blog sites anywhere', () => {
    const banned = everySource.filter(isBannedSource).map((s) => s.url);
    expect([...new Set(banned)]).toEqual([]);
  });

  /**
   * Figures that still rest on a write-up of a primary report because no link to the report
   * itself could be verified yet (when it was checked). The list can only shrink: a figure not named
   * here fails when its source is secondary, and a name left here after its figure moves to a
   * primary source (or goes away) fails too.
   */
  // Figures still waiting for a primary source; empty now, and the test below keeps it honest.
  const AWAITING_PRIMARY: string[] = [];

  it('rests every figure on a primary publisher', () => {
    const secondary = claims.filter((c) => primaryPublisherOf(c.source) === undefined);
    const unexpected = secondary
      .filter((c) => !AWAITING_PRIMARY.includes(c.what))
      .map((c) => `${c.what} <- ${c.source.url}`);
    expect(unexpected).toEqual([]);
    expect(secondary.map((c) => c.what).sort(), 'AWAITING_PRIMARY names only figures that are still secondary').toEqual(
      [...AWAITING_PRIMARY].sort(),
    );
  });

  it('states for every figure the year it describes, never after the report that gives it', () => {
    for (const c of claims) {
      expect(Number.isInteger(c.year), c.what).toBe(true);
      expect(c.year, c.what).toBeLessThanOrEqual(c.source.year);
    }
  });
});
