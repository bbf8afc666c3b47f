import {
  ATTACKS_PER_WEEK,
  DAILY_REWARD_BASE_TENTHS,
  DAILY_REWARD_CAP_TENTHS,
  DAILY_REWARD_STEP_TENTHS,
  DRILL_SIZE,
  drillEffect,
  percent,
  DRAW_WITH_REPLACEMENT,
  formatCredits,
  FORECAST_MULTIPLIER,
  HEADLINE_THREATS,
  href,
  LEAD_MULTIPLIER,
  LEAD_ON_BREACHES,
  LEAD_RULE,
  MAX_DEPLOYED,
  MAX_OWNED,
  MAX_PER_POSITION,
  QUIZ_QUESTIONS,
  QUIZ_REWARD_TENTHS,
  CURRENT_RULES,
  STARTING_BALANCE_TENTHS,
  USUAL_RANGE,
  WEEKLY_INCOME_TENTHS,
} from '@fraudshield/domain';
import { PrefetchLink } from '../../../lib/prefetch-link';

/** The drill's effect in words, from the current rules (explain.ts). */
function DrillEffectText() {
  const e = drillEffect();
  if (!e) return null;
  return (
    <>
      Each case you get right before the deadline takes away {percent(e.perCase)} of the chance that an attack of its
      fraud gets through that week (at most {percent(e.cap)} per fraud): a {percent(e.example.from)} block chance
      becomes {percent(e.example.to)}. Your lineup, the what-if odds and the practice match show each chance with your
      drill.
    </>
  );
}

/** The game loop, in the order a new player meets it; every number comes from the domain. */
export function HowToPlay() {
  return (
    <ol className="steps" data-testid="how-to-play">
      <li>
        <div>
          <h3>Start with {formatCredits(STARTING_BALANCE_TENTHS)}</h3>
          <p>
            Once your email is verified, your wallet opens with {formatCredits(STARTING_BALANCE_TENTHS)}. Your balance
            is always in the top bar.
          </p>
        </div>
      </li>
      <li>
        <div>
          <h3>Learn and earn</h3>
          <p>
            Read a page in the <PrefetchLink to={href.fraudWiki()}>fraud wiki</PrefetchLink> and pass its{' '}
            {QUIZ_QUESTIONS}-question check on your first try: that pays {formatCredits(QUIZ_REWARD_TENTHS)}. After any
            try, every question shows its right answer and the explanation, and every wrong choice says why it is wrong.
          </p>
        </div>
      </li>
      <li>
        <div>
          <h3>Buy a squad</h3>
          <p>
            In the <PrefetchLink to={href.defenseShop()}>defense shop</PrefetchLink>, buy up to {MAX_OWNED} defenses, at
            most {MAX_PER_POSITION} in each of the four positions. All 20 together cost far more than you have, and the
            best squads cost more than you start with, so choose; weekly income and quiz rewards buy upgrades later. A
            sale refunds {CURRENT_RULES.sellRefundPercent}% of what you paid
            {CURRENT_RULES.transfers
              ? `; a change of squad costs points instead: ${CURRENT_RULES.transfers.freePerWeek} free ${CURRENT_RULES.transfers.freePerWeek === 1 ? 'transfer' : 'transfers'} a week, and ${CURRENT_RULES.transfers.hitPoints} points off for each one beyond (Planning, below).`
              : ', so every change of squad costs credits.'}{' '}
            While a week is open, the shop marks the cards that counter its headline threats and suggests a squad: the
            lineup with the most points expected this week that your credits can reach, which you confirm card by card
            or edit. Buy is off, with the reason beside it, for a card you cannot afford or a position already holding{' '}
            {MAX_PER_POSITION}.
          </p>
        </div>
      </li>
      <li>
        <div>
          <h3>Deploy and pick a Lead</h3>
          <p>
            Deploy up to {MAX_DEPLOYED} of your defenses for the week and name one as Lead:{' '}
            {LEAD_ON_BREACHES ? 'an attack scores' : 'its blocks score'} ×{LEAD_MULTIPLIER}
            {LEAD_ON_BREACHES ? ', blocked or breached,' : ''} when it is{' '}
            {LEAD_RULE === 'strong' ? 'a strong counter of the attack' : 'among the best counters of the attack'}
            {LEAD_ON_BREACHES
              ? `: a block's points and a breach's penalty alike (a report line says "Lead: points ×${LEAD_MULTIPLIER}" or "Lead: penalty ×${LEAD_MULTIPLIER}")`
              : ''}
            . The lineup&apos;s what-if says where {Math.round((USUAL_RANGE.high - USUAL_RANGE.low) * 10)} weeks in 10
            of that lineup land, worked out exactly from the rules.
          </p>
        </div>
      </li>
      <li>
        <div>
          <h3>Watch the forecast, beat the deadline</h3>
          <p>
            Each Threat Week names {HEADLINE_THREATS} headline threats whose draw weight is multiplied by{' '}
            {FORECAST_MULTIPLIER}, so most attacks come from them: refit your lineup and Lead to the forecast. Squad
            changes close at the week's deadline.
          </p>
        </div>
      </li>
      <li data-step="drill">
        <div>
          <h3>Do your weekly drill</h3>
          <p>
            Every open week gives you a drill of {DRILL_SIZE} scenario cases (emails, texts, calls, web pages), drawn
            for you and weighted toward the headline threats: is it a scam, and what do you do? One tap answers; then
            the red flags are marked in the case. <DrillEffectText />
          </p>
        </div>
      </li>
      <li data-step="daily">
        <div>
          <h3>Answer today&apos;s case</h3>
          <p>
            One case a day, the same for everyone, until midnight UTC. A right answer pays{' '}
            {formatCredits(DAILY_REWARD_BASE_TENTHS)} on the first day of a streak and{' '}
            {formatCredits(DAILY_REWARD_STEP_TENTHS)} more each day after, up to{' '}
            {formatCredits(DAILY_REWARD_CAP_TENTHS)}. Any answer keeps the streak; a missed day starts it again.
            Home&apos;s Next step card always says what to do now.
          </p>
        </div>
      </li>
      <li>
        <div>
          <h3>Face {ATTACKS_PER_WEEK} attacks</h3>
          <p>
            At settlement, {ATTACKS_PER_WEEK} frauds are drawn for you
            {DRAW_WITH_REPLACEMENT ? ', each from all 20 by weight (the same fraud can come twice)' : ''}. Each is
            blocked or breaches you, depending on your deployed defenses and a fair roll.
          </p>
        </div>
      </li>
      <li>
        <div>
          <h3>Read your match report and climb</h3>
          <p>
            Your report shows every attack, the chance, the roll and the lesson. You earn{' '}
            {formatCredits(WEEKLY_INCOME_TENTHS)} a week plus a bonus per block. Compare on the{' '}
            <PrefetchLink to={href.leaderboard()}>leaderboard</PrefetchLink> and in mini-leagues.
          </p>
        </div>
      </li>
    </ol>
  );
}
