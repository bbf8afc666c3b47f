import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { FRAUD_IDS, type DefenseId } from '@fraudshield/domain';
import { FRAUD_PAGES } from '@fraudshield/domain/content';
import { coverageOf, filterFrauds, FraudList } from './fraud-list';

const none = new Set<DefenseId>();

describe('filterFrauds', () => {
  it('shows all 20 with no filter', () => {
    expect(filterFrauds(FRAUD_PAGES, { query: '', severity: 'all', coverage: 'all' }, none).sort()).toEqual(
      [...FRAUD_IDS].sort(),
    );
  });

  it('searches titles and text', () => {
    expect(filterFrauds(FRAUD_PAGES, { query: 'sim swap', severity: 'all', coverage: 'all' }, none)).toContain(
      'SimSwap',
    );
    expect(filterFrauds(FRAUD_PAGES, { query: 'zzzz-nothing', severity: 'all', coverage: 'all' }, none)).toEqual([]);
  });

  it('filters by severity', () => {
    const ids = filterFrauds(FRAUD_PAGES, { query: '', severity: 'very high', coverage: 'all' }, none);
    expect(ids.sort()).toEqual([
      'BusinessEmailCompromise',
      'Deepfake',
      'InvestmentScam',
      'Ransomware',
      'ZeroDayExploit',
    ]);
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

describe('FraudList', () => {
  const ids = ['Ddos', 'Phishing'] as const;
  const rows = () => screen.getAllByTestId('fraud-coverage');
  const renderList = (deployed: ReadonlySet<DefenseId> | null) =>
    render(
      <MemoryRouter>
        <FraudList ids={[...ids]} pages={FRAUD_PAGES} deployed={deployed} />
      </MemoryRouter>,
    );

  it("holds each card's coverage row with a blank pill while the squad loads, then shows the badge in that row", () => {
    const { rerender } = renderList(null);
    expect(rows()).toHaveLength(2);
    for (const row of rows()) {
      expect(row.children).toHaveLength(1);
      expect(row.firstElementChild?.className).toBe('badge badge-pending');
      expect(row.firstElementChild?.getAttribute('aria-hidden')).toBe('true');
    }
    expect(screen.queryByText(/covered/)).toBeNull();

    rerender(
      <MemoryRouter>
        <FraudList ids={[...ids]} pages={FRAUD_PAGES} deployed={new Set<DefenseId>(['DdosProtection'])} />
      </MemoryRouter>,
    );
    expect(rows().map((row) => row.textContent)).toEqual(['Strongly covered', 'Not covered']);
    expect(document.querySelector('.badge-pending')).toBeNull();
  });
});
