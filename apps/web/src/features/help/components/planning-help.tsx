import {
  CURRENT_RULES,
  FORECAST_WEEKS_AHEAD,
  H2H_DRAW_POINTS,
  H2H_LOSS_POINTS,
  H2H_MAX_MEMBERS,
  H2H_WIN_POINTS,
  HEADLINE_THREATS,
  RULES_V5,
  transferHit,
  type TransferRules,
} from '@fraudshield/domain';
import { chipList } from '../../../lib/rules-v5-words';

const points = (n: number) => `${n} ${n === 1 ? 'point' : 'points'}`;

/** The current rules' transfers (v6: two free a week, up to four); v5's if the current rules had none. */
export const HELP_TRANSFERS: TransferRules = CURRENT_RULES.transfers ?? (RULES_V5.transfers as TransferRules);

/** A worked example of the hit, computed by the rules' own transferHit: two transfers beyond the free ones. */
export const HIT_EXAMPLE = { made: HELP_TRANSFERS.freePerWeek + 2, free: HELP_TRANSFERS.freePerWeek } as const;

/**
 * Planning a season (rules v5) on the Help page: the forecasts published ahead, free transfers
 * and the points hit, the chips, head-to-head leagues and the cup. Every number comes from
 * libs/domain (CURRENT_RULES, h2h.ts); the hit example from transferHit itself.
 */
export function PlanningHelp() {
  const exampleHit = transferHit(HIT_EXAMPLE.made, HIT_EXAMPLE.free, CURRENT_RULES);
  return (
    <div data-testid="planning-help">
      <h3 id="forecasts-ahead">Forecasts ahead</h3>
      <p data-testid="help-forecasts">
        Each week&apos;s forecast names its {HEADLINE_THREATS} headline threats, and the forecasts of the next weeks are
        published with it: you see {FORECAST_WEEKS_AHEAD} weeks, this one included. The Plan on the squad page lists
        them, so you can build a squad for the weeks coming instead of rebuilding it every week.
      </p>
      <h3 id="transfers">Free transfers and hits</h3>
      <p data-testid="help-transfers">
        A transfer is a card you own at the deadline that you did not own when the week opened. You get{' '}
        {HELP_TRANSFERS.freePerWeek} free {HELP_TRANSFERS.freePerWeek === 1 ? 'transfer' : 'transfers'} a week; the ones
        you do not use roll over, up to {HELP_TRANSFERS.maxFree} in one week. Each transfer beyond your free ones takes{' '}
        {points(HELP_TRANSFERS.hitPoints)} off that week&apos;s score: {HIT_EXAMPLE.made} transfers with{' '}
        {HIT_EXAMPLE.free} free cost {points(exampleHit)}. Selling refunds {CURRENT_RULES.sellRefundPercent}% of the
        price you paid, and selling a card then buying it back in the same week is no transfer. Your first squad is
        free, whatever it holds.
      </p>
      <h3 id="chips">Chips</h3>
      <p>
        You have each chip once a season. Play it on the squad page before a week&apos;s deadline, one chip a week; it
        changes only that week, and it cannot be taken back. When you play it matters: pick the week it helps most.
      </p>
      <ul data-testid="help-chips">
        {chipList().map((chip) => (
          <li key={chip.id} data-testid={`help-chip-${chip.id}`}>
            <strong>{chip.name}</strong>: {chip.description}
          </li>
        ))}
      </ul>
      <h3 id="head-to-head">Head-to-head leagues</h3>
      <p data-testid="help-h2h">
        In a head-to-head league (up to {H2H_MAX_MEMBERS} members) you meet one other member each week, on fixtures
        drawn for the season so that everyone meets everyone in turn. Whoever scores more points that week wins the
        fixture and gets {points(H2H_WIN_POINTS)}; level scores are a draw, {points(H2H_DRAW_POINTS)} each; a loss gets{' '}
        {points(H2H_LOSS_POINTS)}. The table ranks members by those points. Your next fixture is on your home page.
      </p>
      <h3 id="cup">The cup</h3>
      <p data-testid="help-cup">
        From a week the admins set, every player who has fielded a squad is drawn into the cup, a knockout. Each round
        is decided by one week&apos;s points: the higher score goes through. A tie on points goes to the higher season
        total up to that week, and if that is level too, to a fair coin from the cup&apos;s seed. The bracket page shows
        every round, a page at a time.
      </p>
    </div>
  );
}
