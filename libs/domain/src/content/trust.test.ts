import { describe, expect, it } from 'vitest';
import { DEFENSE_PAGES } from './defenses';
import { FRAUD_PAGES } from './frauds';
import { IC3_2024_LOSSES, IC3_2024_TOTAL, LOSS_FIGURE_SOURCES } from './loss-figures';
import { readProblem } from './content-check';
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
   * Every figure says where it was read (its `read` field, not its link's host): at the publisher,
   * on the publisher's own site and with a page, table or section; or in an outlet, which its text
   * names and its source links. A myth/fact box resting on an outlet names the outlet in its fact.
   */
  it('says for every figure where it was read, and a publisher-read figure links the publisher', () => {
    const problems = [
      ...Object.values(FRAUD_PAGES).flatMap((p) =>
        [...p.keyNumbers, ...p.southAfrica.figures].map((k) => ({ p: p.id, k })),
      ),
      ...Object.values(DEFENSE_PAGES).flatMap((p) => p.figures.map((k) => ({ p: p.id, k }))),
    ].flatMap(({ p, k }) => {
      const problem = readProblem(k);
      const notPublisher = k.read.kind === 'publisher' && primaryPublisherOf(k.source) === undefined;
      return [
        ...(problem ? [`${p}: ${problem}`] : []),
        ...(notPublisher ? [`${p}: ${k.figure} is publisher-read but links ${k.source.url}`] : []),
      ];
    });
    expect(problems).toEqual([]);
  });

  it('names the outlet on the loss chart (in its source titles) for every figure read only in an outlet', () => {
    for (const f of [...IC3_2024_LOSSES, IC3_2024_TOTAL]) {
      expect(
        readProblem({ figure: String(f.usdMillions), label: f.source.title, source: f.source, read: f.read }),
        f.source.url,
      ).toBeUndefined();
      expect(LOSS_FIGURE_SOURCES.map((s) => s.url)).toContain(f.source.url);
    }
  });

  it('rests every myth/fact box on its publisher, or names the outlet in the fact', () => {
    for (const p of Object.values(DEFENSE_PAGES)) {
      if (!p.mythFact) continue;
      const { source, fact } = p.mythFact;
      if (primaryPublisherOf(source) === undefined) expect(fact, p.id).toContain(source.publisher);
    }
  });

  it('states for every figure the year it describes, never after the report that gives it', () => {
    for (const c of claims) {
      expect(Number.isInteger(c.year), c.what).toBe(true);
      expect(c.year, c.what).toBeLessThanOrEqual(c.source.year);
    }
  });
});
