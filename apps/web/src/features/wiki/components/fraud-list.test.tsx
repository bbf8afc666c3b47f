import { FRAUD_IDS, type DefenseId } from '@fraudshield/domain';
import { FRAUD_PAGES } from '@fraudshield/domain/content';
import { coverageOf, filterFrauds } from './fraud-list';

const none = new Set<DefenseId>();

describe('filterFrauds', () => {
  it('shows all 20 with no filter', () => {
    expect(filterFrauds(FRAUD_PAGES, { query: '', severity: 'all', coverage: 'all' }, none).sort()).toEqual([...FRAUD_IDS].sort());
  });

  it('searches titles and text', () => {
    expect(filterFrauds(FRAUD_PAGES, { query: 'sim swap', severity: 'all', coverage: 'all' }, none)).toContain('SimSwap');
    expect(filterFrauds(FRAUD_PAGES, { query: 'zzzz-nothing', severity: 'all', coverage: 'all' }, none)).toEqual([]);
  });

  it('filters by severity', () => {
    const ids = filterFrauds(FRAUD_PAGES, { query: '', severity: 'very high', coverage: 'all' }, none);
    expect(ids.sort()).toEqual(['BusinessEmailCompromise', 'Deepfake', 'InvestmentScam', 'Ransomware', 'ZeroDayExploit']);
  });

  it('filters by what the deployed squad covers, from the matrix', () => {
    const deployed = new Set<DefenseId>(['DdosProtection']);
    expect(filterFrauds(FRAUD_PAGES, { query: '', severity: 'all', coverage: 'covered' }, deployed)).toEqual(['Ddos']);
    expect(filterFrauds(FRAUD_PAGES, { query: '', severity: 'all', coverage: 'uncovered' }, deployed)).toHaveLength(19);
    expect(coverageOf('Ddos', deployed)).toBe(2);
    expect(coverageOf('Ddos', new Set<DefenseId>(['NetworkMonitoring']))).toBe(1);
    expect(filterFrauds(FRAUD_PAGES, { query: '', severity: 'all', coverage: 'covered' }, none)).toEqual([]);
  });
});
