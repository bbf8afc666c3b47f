import {
  CHECK_GENUINE,
  CHECK_SIZE,
  DELAYED_CHECK_WEEKS,
  FRAUD_PRIOR_WEIGHT,
  formatMastery,
  learningRulesSummary,
  LOW_MASTERY,
  MASTERY_HALF_LIFE_WEEKS,
  POOLED_PRIOR,
  REVIEW_INTERVALS_WEEKS,
  REVIEW_SLOTS,
  STRONG_MASTERY,
  ANSWER_RETENTION_DAYS,
  CASES_LEFT_FOR_PLAY,
  href,
} from '@fraudshield/domain';
import { RuleRowsTable } from './rules-tables';
import { PrefetchLink } from '../../../lib/prefetch-link';

const weeks = (n: number) => `${n} week${n === 1 ? '' : 's'}`;

/**
 * How learning is measured, in the rules' own terms: every number is the constant the
 * server runs (libs/domain/src/learning), never typed here.
 */
export function LearningHelp() {
  const prior = POOLED_PRIOR.right + POOLED_PRIOR.wrong;
  return (
    <div data-testid="learning-help">
      <h3>Mastery</h3>
      <p>
        Every graded answer about a fraud counts: drill and review cases, the daily case, the first try of a wiki check
        and the placement and delayed checks. Each is one of two kinds. A <strong>fraud situation</strong> (a fraud
        case, or a check question) answered right is a <strong>hit</strong>. A <strong>genuine situation</strong> that
        looks like the fraud, answered wrong, is a <strong>false alarm</strong>. The two are counted apart: telling the
        real thing from the fake is the skill.
      </p>
      <ul>
        <li>
          Your overall rates: hits ÷ fraud situations and false alarms ÷ genuine situations over every fraud, each
          starting from {POOLED_PRIOR.right} right and {POOLED_PRIOR.wrong} wrong answer (so H = (hits +{' '}
          {POOLED_PRIOR.right}) ÷ (fraud situations + {prior}), and F alike).
        </li>
        <li>
          One fraud's rates: its own answers plus your overall rates weighted as {FRAUD_PRIOR_WEIGHT} answers, Ĥ = (hits
          + {FRAUD_PRIOR_WEIGHT}·H) ÷ (fraud situations + {FRAUD_PRIOR_WEIGHT}), F̂ likewise. A fraud you have barely met
          takes after your other answers; its own answers soon take over.
        </li>
        <li>
          <strong>Mastery = Ĥ − F̂</strong>, shown as a score from {formatMastery(-1)} to {formatMastery(1)}.{' '}
          {formatMastery(1)}: every fraud spotted, no false alarm. {formatMastery(0)}: no better than treating
          everything alike (someone who calls every message a scam scores about {formatMastery(0)}; so does a newcomer).
          Below {formatMastery(0)}: worse than that. {formatMastery(STRONG_MASTERY)} and up reads as strong, under{' '}
          {formatMastery(LOW_MASTERY)} as low.
        </li>
        <li>
          It fades without practice: an answer weighs half as much after {weeks(MASTERY_HALF_LIFE_WEEKS)} (a quarter
          after {weeks(2 * MASTERY_HALF_LIFE_WEEKS)}), so a fraud left alone drifts back toward {formatMastery(0)}.
        </li>
      </ul>
      <h3>Spaced review</h3>
      <p>
        A case you get wrong puts its fraud in review box 1; so does a fraud you have practised whose mastery is under{' '}
        {formatMastery(LOW_MASTERY)}. A fraud in box 1, 2 or 3 comes back {REVIEW_INTERVALS_WEEKS.map(weeks).join(', ')}{' '}
        later, as a different case of that fraud where there is one. Right, it moves up a box; wrong, back to box 1;
        right in box {REVIEW_INTERVALS_WEEKS.length}, it leaves review. Reviews take at most {REVIEW_SLOTS} cases of the
        weekly drill; the rest is drawn from the week's forecast as before.
      </p>
      <h3>Placement and delayed checks</h3>
      <p>
        At your first play, a placement check of {CHECK_SIZE} cases of {CHECK_SIZE} different frauds ({CHECK_GENUINE} of
        them genuine) measures where you start: Home&apos;s Next step asks for it once your squad and Lead are set,
        before your first drill. After {DELAYED_CHECK_WEEKS.map(weeks).join(' and after ')} of play (weeks in which you
        answer anything), a delayed check of {CHECK_SIZE} more cases of the same frauds measures what stayed. Every
        check case is one you have never seen: your checks are planned at your first answer and kept out of your drills,
        reviews and daily cases until then (each fraud keeps at least {CASES_LEFT_FOR_PLAY} case for play). A check not
        started by the time the next one opens is missed. Your <strong>learning gain</strong> is the delayed check minus
        the placement, for frauds spotted and false alarms apart, and fraud by fraud where both checks had the same kind
        of case. Checks pay nothing and are graded on the server: the answer comes only after yours. See yours on{' '}
        <PrefetchLink to={href.progress()}>your progress page</PrefetchLink>. Your graded answers are kept{' '}
        {ANSWER_RETENTION_DAYS} days, then deleted.
      </p>
      <RuleRowsTable caption="The numbers of learning" rows={learningRulesSummary()} />
    </div>
  );
}
