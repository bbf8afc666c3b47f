import type { ReactNode } from 'react';
import { coveredBy, FRAUDS, formatCredits, href, POSITIONS, type DefenseCard, type FraudId } from '@fraudshield/domain';
import type { DefensePage } from '@fraudshield/domain/content';
import { Badge } from '../../../components/ui/badge';
import { DefenseIcon, FraudIcon } from '../../../components/icons';
import { PrefetchLink } from '../../../lib/prefetch-link';
import { Bullets, Paragraphs, SourceLink, WikiArticle, WikiSection } from './article-parts';

export const DEFENSE_SECTIONS = [
  'what-it-is',
  'how-it-works',
  'covers',
  'trade-offs',
  'authority',
  'in-the-game',
  'sources',
  'check',
] as const;

function FraudLinks({ ids, testId }: { ids: FraudId[]; testId: string }) {
  if (ids.length === 0) return <p>None.</p>;
  return (
    <ul className="counter-list" data-testid={testId}>
      {ids.map((id) => (
        <li key={id}>
          <FraudIcon id={id} />
          <PrefetchLink to={href.fraud(id)}>{FRAUDS[id].name}</PrefetchLink>
        </li>
      ))}
    </ul>
  );
}

export interface DefenseArticleProps {
  page: DefensePage;
  card: DefenseCard;
  /** What the shop charges for it now (the open week's rules: libs/domain defensePriceTenths). */
  priceTenths: number;
  /** Buy / sell controls with the player's ownership. */
  market: ReactNode;
  check: ReactNode;
}

export function DefenseArticle({ page, card, priceTenths, market, check }: DefenseArticleProps) {
  const covers = coveredBy(page.id);
  const position = POSITIONS.find((p) => p.id === card.position);
  return (
    <WikiArticle
      kind="Defense"
      testId="defense-article"
      icon={<DefenseIcon id={page.id} size={36} />}
      title={page.title}
      tagline={page.tagline}
      badges={
        <>
          <Badge tone="info">{position?.label}</Badge>
          <Badge tone="neutral">{formatCredits(priceTenths)}</Badge>
        </>
      }
      sources={page.sources}
      check={check}
    >
      <WikiSection id="what-it-is" title="What it is">
        <Paragraphs items={page.whatItIs} />
      </WikiSection>

      <WikiSection id="how-it-works" title="How it works">
        <Bullets items={page.howItWorks} />
      </WikiSection>

      <WikiSection id="covers" title="What it counters">
        <p className="field-hint">From the game's effectiveness matrix.</p>
        <h3>Strong against</h3>
        <FraudLinks ids={covers.strong} testId="covers-strong" />
        <h3>Partial against</h3>
        <FraudLinks ids={covers.partial} testId="covers-partial" />
      </WikiSection>

      <WikiSection id="trade-offs" title="Costs and trade-offs">
        <Bullets items={page.tradeOffs} />
      </WikiSection>

      <WikiSection id="authority" title="The authority behind it">
        <ul className="wiki-list">
          {page.authorities.map((a) => (
            <li key={a.url + a.label}>
              <a href={a.url} target="_blank" rel="noreferrer noopener">
                {a.label}
                <span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            </li>
          ))}
        </ul>
      </WikiSection>

      {page.mythFact ? (
        <WikiSection id="myth-fact" title="Myth and fact">
          <div className="myth-fact">
            <p>
              <Badge tone="danger">Myth</Badge> {page.mythFact.myth}
            </p>
            <p>
              <Badge tone="success">Fact</Badge> {page.mythFact.fact}
            </p>
            <p className="field-hint">
              Source: <SourceLink source={page.mythFact.source} />
            </p>
          </div>
        </WikiSection>
      ) : null}

      <WikiSection id="in-the-game" title="In the game: position, price, buy or sell">
        <dl className="facts">
          <div>
            <dt>Position</dt>
            <dd>{position?.label}</dd>
          </div>
          <div>
            <dt>Price</dt>
            <dd>{formatCredits(priceTenths)}</dd>
          </div>
        </dl>
        {market}
      </WikiSection>
    </WikiArticle>
  );
}
