import {
  CHECK_GENUINE,
  CHECK_SIZE,
  DELAYED_CHECK_WEEKS,
  formatMastery,
  learningRulesSummary,
  LOW_MASTERY,
  MASTERY_HELP_ID,
  MASTERY_PRIOR,
  masteryExplained,
  masteryOf,
  WEEKS_PLAYED_HELP_ID,
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
  const prior = MASTERY_PRIOR.right + MASTERY_PRIOR.wrong;
  const oneOfOne = formatMastery(masteryOf({ fraudSeen: 1, hits: 1, genuineSeen: 0, falseAlarms: 0 }).mastery);
  return (
    <div data-testid="learning-help">
      <h3 id={MASTERY_HELP_ID} tabIndex={-1}>
        Mastery
      </h3>
      <p data-testid="mastery-plain">{masteryExplained('you')}</p>
      <p>
        Every graded answer about a fraud counts: drill and review cases, the daily case, the first try of a wiki check
        and the placement and delayed checks. Each is one of two kinds. A <strong>fraud situation</strong> (a fraud
        case, or a check question) answered right is a <strong>hit</strong>. A <strong>genuine situation</strong> that
        looks like the fraud, answered wrong, is a <strong>false alarm</strong>. The two are counted apart: telling the
        real thing from the fake is the skill.
      </p>
      <p>The exact definition, for one fraud, from its own answers and nothing else:</p>
      <ul>
        <li>
          Spotting rate = (hits + {MASTERY_PRIOR.right}) ÷ (fraud situations + {prior}).
        </li>
        <li>
          False-alarm rate = (false alarms + {MASTERY_PRIOR.right}) ÷ (genuine situations + {prior}).
        </li>
        <li>
          <strong>Mastery = spotting rate − false-alarm rate</strong>, shown as a score from {formatMastery(-1)} to{' '}
          {formatMastery(1)}. Worked example: 1 of 1 spotted and no genuine case yet gives {oneOfOne}, for every player
          in every week (the false-alarm rate stays at ½ until you answer a genuine case of that fraud).
        </li>
        <li>
          {formatMastery(1)}: every fraud spotted, no false alarm. {formatMastery(0)}: no better than treating
          everything alike (someone who calls every message a scam scores about {formatMastery(0)}; so does a newcomer).
          Below {formatMastery(0)}: worse than that. {formatMastery(STRONG_MASTERY)} and up reads as strong, under{' '}
          {formatMastery(LOW_MASTERY)} as low.
        </li>
        <li>
          Your mean mastery is the mean over the frauds you have practised; a team league&apos;s group mastery is the
          same rule on its members&apos; answers added up.
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
      <h3 id={WEEKS_PLAYED_HELP_ID} tabIndex={-1}>
        Weeks played
      </h3>
      <p>
        A <strong>week played</strong> is a Threat Week, week 1 or later, in which you gave at least one graded answer
        (a drill or review case, the daily case, a wiki check&apos;s first try or a check case). Your progress page, the
        delayed checks and a team league&apos;s &ldquo;Played&rdquo; all count these weeks. Answers given before week 1
        opens show as &ldquo;Before week 1&rdquo; and are not a week. Home&apos;s season points count the weeks your
        squad was scored instead (&ldquo;weeks scored&rdquo;).
      </p>
      <h3>Placement and delayed checks</h3>
      <p>
        At your first play, a placement check of {CHECK_SIZE} cases of {CHECK_SIZE} different frauds ({CHECK_GENUINE} of
        them genuine) measures where you start: Home&apos;s Next step asks for it once your squad and Lead are set,
        before your first drill. After {DELAYED_CHECK_WEEKS.map(weeks).join(' and after ')} played since it, a delayed
        check of {CHECK_SIZE} more cases of the same frauds measures what stayed. Every check case is one you have never
        seen: your checks are planned at your first answer and kept out of your drills, reviews and daily cases until
        then (each fraud keeps at least {CASES_LEFT_FOR_PLAY} case for play). A check not started by the time the next
        one opens is missed. Your <strong>learning gain</strong> is the delayed check minus the placement, for frauds
        spotted and false alarms apart, and fraud by fraud where both checks had the same kind of case. Checks pay
        nothing and are graded on the server: the answer comes only after yours. See yours on{' '}
        <PrefetchLink to={href.progress()}>your progress page</PrefetchLink>. Your graded answers are kept{' '}
        {ANSWER_RETENTION_DAYS} days, then deleted.
      </p>
      <RuleRowsTable caption="The numbers of learning" rows={learningRulesSummary()} />
    </div>
  );
}
