import type { ReactNode } from 'react';
import {
  BREACH_PENALTY,
  countersOf,
  FORECAST_MULTIPLIER,
  LEAD_MULTIPLIER,
  leadRuleText,
  DEFENSES,
  href,
  SEVERITY_POINTS,
  type DefenseId,
  type FraudCard,
} from '@fraudshield/domain';
import type { FraudPage } from '@fraudshield/domain/content';
import { Badge, SeverityBadge } from '../../../components/ui/badge';
import { DefenseIcon, FraudIcon } from '../../../components/icons';
import { PrefetchLink } from '../../../lib/prefetch-link';
import { Bullets, Paragraphs, SourceLink, WikiArticle, WikiSection } from './article-parts';

/** Ownership of the player's defenses: null while unknown. */
export interface Ownership {
  owned: ReadonlySet<DefenseId>;
  deployed: ReadonlySet<DefenseId>;
}

export const FRAUD_SECTIONS = [
  'what-it-is',
  'how-it-works',
  'warning-signs',
  'real-case',
  'key-numbers',
  'counters',
  'if-it-happens',
  'in-the-game',
  'sources',
  'check',
] as const;

function CounterList({ ids, ownership, strength }: { ids: DefenseId[]; ownership: Ownership | null; strength: 'strong' | 'partial' }) {
  if (ids.length === 0) return <p>None.</p>;
  return (
    <ul className="counter-list" data-testid={`counters-${strength}`}>
      {ids.map((id) => {
        const owned = ownership?.owned.has(id) ?? false;
        const deployed = ownership?.deployed.has(id) ?? false;
        return (
          <li key={id}>
            <DefenseIcon id={id} />
            <PrefetchLink to={href.defense(id)}>{DEFENSES[id].name}</PrefetchLink>
            {ownership ? (
              deployed ? (
                <Badge tone="success">Deployed</Badge>
              ) : owned ? (
                <Badge tone="info">Owned</Badge>
              ) : (
                <Badge>Not owned</Badge>
              )
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}

export interface FraudArticleProps {
  page: FraudPage;
  card: FraudCard;
  ownership: Ownership | null;
  /** The 3-question check (the live quiz in the app). */
  check: ReactNode;
}

export function FraudArticle({ page, card, ownership, check }: FraudArticleProps) {
  const counters = countersOf(page.id);
  return (
    <WikiArticle
      kind="Fraud"
      testId="fraud-article"
      icon={<FraudIcon id={page.id} size={36} />}
      title={page.title}
      tagline={page.tagline}
      badges={
        <>
          <SeverityBadge severity={card.severity} />
          <Badge tone="neutral">Weekly draw weight {card.weight}</Badge>
        </>
      }
      sources={page.sources}
      check={check}
    >      <nav aria-label="On this page" className="toc">
        <a href="#how-it-works">How it works</a> · <a href="#warning-signs">Warning signs</a> · <a href="#counters">Defenses</a> ·{' '}
        <a href="#if-it-happens">If it happens</a> · <a href="#check">Check</a>
      </nav>

      <WikiSection id="what-it-is" title="What it is">
        <Paragraphs items={page.whatItIs} />
      </WikiSection>

      <WikiSection id="how-it-works" title="How it works, step by step">
        <Bullets items={page.howItWorks} ordered />
      </WikiSection>

      <WikiSection id="warning-signs" title="Warning signs">
        <Bullets items={page.warningSigns} />
      </WikiSection>

      <WikiSection id="real-case" title={`A real case: ${page.realCase.title} (${page.realCase.year})`}>
        <p>{page.realCase.summary}</p>
        <p className="field-hint">
          Source: <SourceLink source={page.realCase.source} />
        </p>
      </WikiSection>

      <WikiSection id="key-numbers" title="Key numbers">
        <div className="stats key-numbers">
          {page.keyNumbers.map((n) => (
            <div className="stat" key={`${n.figure}-${n.label}`}>
              <span className="stat-value">{n.figure}</span>
              <span>{n.label}</span>
              <span className="stat-hint">
                {n.year} · <SourceLink source={n.source} />
              </span>
            </div>
          ))}
        </div>
      </WikiSection>

      <WikiSection id="counters" title="Defenses that counter it">
        <p className="field-hint">
          From the game's effectiveness matrix. {ownership ? 'Badges show which ones are in your squad.' : ''}
        </p>
        <h3>Strong</h3>
        <CounterList ids={counters.strong} ownership={ownership} strength="strong" />
        <h3>Partial</h3>
        <CounterList ids={counters.partial} ownership={ownership} strength="partial" />
      </WikiSection>

      <WikiSection id="if-it-happens" title="What to do if it happens to you">
        <Bullets items={page.ifItHappens} ordered />
      </WikiSection>

      <WikiSection id="in-the-game" title="In the game">
        <dl className="facts">
          <div>
            <dt>Severity</dt>
            <dd>
              <SeverityBadge severity={card.severity} />
            </dd>
          </div>
          <div>
            <dt>Weekly draw weight</dt>
            <dd>
              {card.weight} (×{FORECAST_MULTIPLIER} in weeks when it is a headline threat)
            </dd>
          </div>
          <div>
            <dt>Blocked</dt>
            <dd>
              +{SEVERITY_POINTS[card.severity]} points (×{LEAD_MULTIPLIER} when your Lead {leadRuleText()})
            </dd>
          </div>
          <div>
            <dt>Breached</dt>
            <dd>
              −{BREACH_PENALTY[card.severity]} point{BREACH_PENALTY[card.severity] === 1 ? '' : 's'}
            </dd>
          </div>
        </dl>
      </WikiSection>
    </WikiArticle>
  );
}
