import type { ReactNode } from 'react';
import {
  BREACH_PENALTY,
  countersOf,
  FORECAST_MULTIPLIER,
  LEAD_MULTIPLIER,
  LEAD_ON_BREACHES,
  leadRuleText,
  DEFENSES,
  href,
  SEVERITY_POINTS,
  type DefenseId,
  type FraudCard,
} from '@fraudshield/domain';
import type { FraudPage, SouthAfricaBlock, SourceRef } from '@fraudshield/domain/content';
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
  'in-south-africa',
  'in-the-game',
  'sources',
  'check',
] as const;

function CounterList({
  ids,
  ownership,
  strength,
}: {
  ids: DefenseId[];
  ownership: Ownership | null;
  strength: 'strong' | 'partial';
}) {
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

/** Every source the "In South Africa" block cites: its figures, channels and case. */
export function southAfricaSources(sa: SouthAfricaBlock): SourceRef[] {
  return [
    ...sa.figures.map((f) => f.source),
    ...sa.reportTo.map((c) => c.source),
    ...(sa.localCase ? [sa.localCase.source] : []),
  ];
}

function KeyNumbers({ numbers }: { numbers: FraudPage['keyNumbers'] }) {
  return (
    <div className="stats key-numbers">
      {numbers.map((n) => (
        <div className="stat" key={`${n.figure}-${n.label}`}>
          <span className="stat-value">{n.figure}</span>
          <span>{n.label}</span>
          <span className="stat-hint">
            {n.year} · <SourceLink source={n.source} />
          </span>
        </div>
      ))}
    </div>
  );
}

/**
 * The fraud as it looks in South Africa: the local figure where one exists, the ways
 * it usually arrives here, the next 10 minutes for a victim, who to contact, and a local case.
 */
function InSouthAfrica({ sa }: { sa: SouthAfricaBlock }) {
  return (
    <>
      {sa.figures.length > 0 ? (
        <KeyNumbers numbers={sa.figures} />
      ) : (
        <p className="field-hint">
          We found no South African figure for this fraud that we could check at its publisher, so none is shown.
        </p>
      )}
      <h3>How it usually arrives here</h3>
      <ul className="sa-arrivals">
        {sa.arrivesVia.map((a) => (
          <li key={`${a.channel}-${a.how}`}>
            <Badge tone="info">{a.channel}</Badge> <span>{a.how}</span>
          </li>
        ))}
      </ul>
      <h3>The next 10 minutes</h3>
      <Bullets items={sa.nextTenMinutes} ordered />
      <h3>Who to contact</h3>
      <ul className="sa-channels" data-testid="sa-channels">
        {sa.reportTo.map((c) => (
          <li key={c.name}>
            <strong>{c.name}</strong>
            <span>{c.purpose}</span>
            <span className="sa-contact">{c.contact}</span>
            <span className="stat-hint">
              <SourceLink source={c.source} />
            </span>
          </li>
        ))}
      </ul>
      {sa.localCase ? (
        <>
          <h3>
            A South African case: {sa.localCase.title} ({sa.localCase.year})
          </h3>
          <p>{sa.localCase.summary}</p>
          <p className="field-hint">
            Source: <SourceLink source={sa.localCase.source} />
          </p>
        </>
      ) : null}
    </>
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
      sources={[...page.sources, ...southAfricaSources(page.southAfrica)]}
      check={check}
    >
      {' '}
      <nav aria-label="On this page" className="toc">
        <a href="#how-it-works">How it works</a> · <a href="#warning-signs">Warning signs</a> ·{' '}
        <a href="#counters">Defenses</a> · <a href="#if-it-happens">If it happens</a> ·{' '}
        <a href="#in-south-africa">In South Africa</a> · <a href="#check">Check</a>
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
        <KeyNumbers numbers={page.keyNumbers} />
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
      <WikiSection id="in-south-africa" title="In South Africa">
        <InSouthAfrica sa={page.southAfrica} />
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
              {LEAD_ON_BREACHES ? ` (×${LEAD_MULTIPLIER} when your Lead ${leadRuleText()})` : ''}
            </dd>
          </div>
        </dl>
      </WikiSection>
    </WikiArticle>
  );
}
