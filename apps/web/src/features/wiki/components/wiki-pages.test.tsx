import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { countersOf, coveredBy, DEFENSE_IDS, DEFENSES, FRAUD_IDS, FRAUDS } from '@fraudshield/domain';
import { DEFENSE_PAGES, FRAUD_PAGES } from '@fraudshield/domain/content';
import { FRAUD_SECTIONS, FraudArticle } from './fraud-article';
import { DEFENSE_SECTIONS, DefenseArticle } from './defense-article';

function sectionOf(container: HTMLElement, id: string): HTMLElement {
  const el = container.querySelector<HTMLElement>(`[data-section="${id}"]`);
  if (!el) throw new Error(`missing section ${id}`);
  return el;
}

describe('every fraud page renders all its sections', () => {
  it.each(FRAUD_IDS)('%s', (id) => {
    const page = FRAUD_PAGES[id];
    const counters = countersOf(id);
    const owned = counters.strong[0];
    const { container } = render(
      <MemoryRouter>
        <FraudArticle
          page={page}
          card={FRAUDS[id]}
          ownership={{ owned: new Set(owned ? [owned] : []), deployed: new Set() }}
          check={<p>the check</p>}
        />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: page.title })).toBeInTheDocument();
    for (const s of FRAUD_SECTIONS) expect(sectionOf(container, s)).toBeInTheDocument();
    expect(within(sectionOf(container, 'how-it-works')).getAllByRole('listitem')).toHaveLength(page.howItWorks.length);
    expect(within(sectionOf(container, 'warning-signs')).getAllByRole('listitem')).toHaveLength(
      page.warningSigns.length,
    );
    expect(within(sectionOf(container, 'if-it-happens')).getAllByRole('listitem')).toHaveLength(
      page.ifItHappens.length,
    );
    expect(sectionOf(container, 'real-case')).toHaveTextContent(page.realCase.summary);
    const numbers = sectionOf(container, 'key-numbers');
    for (const n of page.keyNumbers) {
      expect(numbers).toHaveTextContent(n.figure);
      expect(
        within(numbers)
          .getAllByRole('link')
          .map((a) => a.getAttribute('href')),
      ).toContain(n.source.url);
    }
    // Counters: every strong and partial defense links to its page, and ownership shows.
    const links = within(sectionOf(container, 'counters'))
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'));
    expect(links).toEqual([...counters.strong, ...counters.partial].map((d) => `/defenses/${d}`));
    if (owned) expect(within(sectionOf(container, 'counters')).getByText('Owned')).toBeInTheDocument();
    const game = sectionOf(container, 'in-the-game');
    expect(game).toHaveTextContent(`${FRAUDS[id].weight}`);
    expect(game).toHaveTextContent(new RegExp(FRAUDS[id].severity, 'i'));
    expect(
      new Set(
        within(sectionOf(container, 'sources'))
          .getAllByRole('link')
          .map((a) => a.getAttribute('href')),
      ).size,
    ).toBeGreaterThanOrEqual(2);
    expect(sectionOf(container, 'check')).toHaveTextContent('the check');

    // The "In South Africa" block, with its local figures, ways in, next 10 minutes,
    // who to contact (each with its own page linked) and, where there is one, a local case.
    const sa = sectionOf(container, 'in-south-africa');
    const local = page.southAfrica;
    for (const f of local.figures) expect(sa).toHaveTextContent(f.figure);
    if (local.figures.length === 0) expect(sa).toHaveTextContent('We found no South African figure');
    for (const a of local.arrivesVia) expect(sa).toHaveTextContent(a.how);
    expect(within(sa).getByRole('heading', { level: 3, name: 'The next 10 minutes' })).toBeInTheDocument();
    for (const step of local.nextTenMinutes) expect(sa).toHaveTextContent(step);
    const contacts = within(sa).getByTestId('sa-channels');
    expect(within(contacts).getAllByRole('listitem')).toHaveLength(local.reportTo.length);
    const contactLinks = within(contacts)
      .getAllByRole('link')
      .map((l) => l.getAttribute('href'));
    for (const c of local.reportTo) {
      expect(contacts).toHaveTextContent(c.name);
      expect(contacts).toHaveTextContent(c.contact);
      expect(contactLinks).toContain(c.source.url);
    }
    if (local.localCase) expect(sa).toHaveTextContent(local.localCase.summary);
    // Every South African source is listed with the page's sources too.
    const listed = within(sectionOf(container, 'sources'))
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'));
    for (const src of [
      ...local.figures.map((f) => f.source),
      ...local.reportTo.map((c) => c.source),
      ...(local.localCase ? [local.localCase.source] : []),
    ]) {
      expect(listed).toContain(src.url);
    }
  });
});

describe('every defense page renders all its sections', () => {
  it.each(DEFENSE_IDS)('%s', (id) => {
    const page = DEFENSE_PAGES[id];
    const covers = coveredBy(id);
    const { container } = render(
      <MemoryRouter>
        <DefenseArticle
          page={page}
          card={DEFENSES[id]}
          priceTenths={DEFENSES[id].priceTenths}
          market={<p>buy or sell</p>}
          check={<p>the check</p>}
        />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: page.title })).toBeInTheDocument();
    for (const s of DEFENSE_SECTIONS) expect(sectionOf(container, s)).toBeInTheDocument();
    const links = within(sectionOf(container, 'covers'))
      .queryAllByRole('link')
      .map((a) => a.getAttribute('href'));
    expect(links).toEqual([...covers.strong, ...covers.partial].map((f) => `/frauds/${f}`));
    expect(within(sectionOf(container, 'trade-offs')).getAllByRole('listitem')).toHaveLength(page.tradeOffs.length);
    expect(within(sectionOf(container, 'authority')).getAllByRole('link')).toHaveLength(page.authorities.length);
    if (page.mythFact) expect(sectionOf(container, 'myth-fact')).toHaveTextContent(page.mythFact.fact);
    else expect(container.querySelector('[data-section="myth-fact"]')).toBeNull();
    const game = sectionOf(container, 'in-the-game');
    expect(game).toHaveTextContent('buy or sell');
    expect(game).toHaveTextContent(`${(DEFENSES[id].priceTenths / 10).toFixed(1)} cr`);
    expect(
      new Set(
        within(sectionOf(container, 'sources'))
          .getAllByRole('link')
          .map((a) => a.getAttribute('href')),
      ).size,
    ).toBeGreaterThanOrEqual(2);
    expect(sectionOf(container, 'check')).toHaveTextContent('the check');
  });
});
