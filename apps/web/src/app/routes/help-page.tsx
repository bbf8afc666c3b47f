import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { shopRules } from '@fraudshield/domain';
import { useLocation } from 'react-router';
import { Card } from '../../components/ui/card';
import { currentWeekQueryOptions } from '../../lib/current-week';
import { useUid } from '../../lib/server-state/queries';
import { OwnershipHelp } from '../../features/help/components/ownership-help';
import { HowToPlay } from '../../features/help/components/how-to-play';
import { FraudWeightTable, PriceTable, RulesTable, ScoringFormula } from '../../features/help/components/rules-tables';
import { FairDraws, Faq, Glossary } from '../../features/help/components/faq';
import { LearningHelp } from '../../features/help/components/learning-help';
import { PlanningHelp } from '../../features/help/components/planning-help';

export default function HelpPage() {
  // Signed out, the query is skipped: ownership then shows its explanation without numbers.
  const week = useQuery(currentWeekQueryOptions(useUid()));
  // A link such as /help#mastery lands on the definition it names, not at the top of a long page
  // (a client-side navigation does not scroll to a hash by itself).
  const { hash } = useLocation();
  useEffect(() => {
    const id = decodeURIComponent(hash.slice(1));
    const target = id ? document.getElementById(id) : null;
    if (!target) return;
    target.scrollIntoView({ block: 'start' });
    target.focus({ preventScroll: true });
  }, [hash]);
  return (
    <section className="help" aria-labelledby="help-title">
      <h1 id="help-title">Help</h1>
      <p className="lead">
        How FraudShield League works. Every number on this page comes from the same rules the game engine runs.
      </p>
      <nav aria-label="On this page" className="toc">
        <a href="#how-to-play">How to play</a> · <a href="#scoring">Scoring</a> · <a href="#rules">All the numbers</a> ·{' '}
        <a href="#planning">Planning</a> · <a href="#ownership">Ownership</a> · <a href="#learning">Learning</a> ·{' '}
        <a href="#fair-draws">Fair draws</a> · <a href="#faq">FAQ</a> · <a href="#glossary">Glossary</a>
      </nav>
      <Card id="how-to-play" title="How to play">
        <HowToPlay />
      </Card>
      <Card id="scoring" title="Scoring">
        <ScoringFormula />
      </Card>
      <Card id="rules" title="All the numbers">
        <RulesTable />
        <PriceTable rules={shopRules(week.data?.week)} />
        <FraudWeightTable />
      </Card>
      <Card id="planning" title="Planning a season: forecasts, transfers, chips, head-to-head and the cup">
        <PlanningHelp />
      </Card>
      <Card id="ownership" title="Ownership">
        <OwnershipHelp ownership={week.data?.ownership ?? null} />
      </Card>
      <Card id="learning" title="How learning is measured">
        <LearningHelp />
      </Card>
      <Card id="fair-draws" title="How fair draws can be checked">
        <FairDraws />
      </Card>
      <Card id="faq" title="Frequently asked questions">
        <Faq />
      </Card>
      <Card id="glossary" title="Glossary">
        <Glossary />
      </Card>
    </section>
  );
}
