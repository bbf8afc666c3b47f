import {
  CHIP_IDS,
  CURRENT_RULES,
  MAX_DEPLOYED,
  transferHit,
  type ChipId,
  type Ruleset,
  type SquadPlanView,
  type TransfersView,
} from '@fraudshield/domain';

/**
 * Rules v5's words a player reads on several screens (the squad page's plan, the match report,
 * Help, Home's squad line): each chip's name and what it does, and what the next transfer costs.
 * Every number comes from the rules the words are about (a Ruleset: the week's, else
 * CURRENT_RULES; the rules' own transferHit), never from the text, so a tuned number, or a week
 * played under older rules, changes every screen at once.
 */

export const CHIP_NAMES: Readonly<Record<ChipId, string>> = {
  wildcard: 'Wildcard',
  tripleLead: 'Triple Lead',
  fullBench: 'Full Bench',
};

/** "×1 instead of ×2" style figures. */
const times = (n: number) => `×${n}`;

/**
 * The Triple Lead under these rules, in words: the multiplier on the attacks it covers (v5+: the
 * forecast's headline threats of the chip's severities; v7: those the Lead counters at all) and,
 * from v6, what the Lead earns on every other attack that week (tripleLeadOthersMultiplier: ×1 is
 * no Lead bonus at all).
 */
function tripleLeadWords(rules: Ruleset): string {
  const c = rules.chips;
  if (!c) return 'These rules have no chips.';
  const lead = rules.leadMultiplier;
  // v7: the chip counts on a covered threat the Lead counters at all, not only strongly.
  const partly = c.tripleLeadCoversPartial === true;
  const covered = c.tripleLeadSeverities
    ? `on the forecast's ${c.tripleLeadSeverities.join(' or ')}-severity headline threats${partly ? ' your Lead counters, strongly or partly' : ''}`
    : 'on every attack';
  const alike = rules.leadOnBreaches ? ', blocks and breaches alike' : '';
  const others = c.tripleLeadOthersMultiplier ?? lead;
  const rest =
    others === lead
      ? ''
      : others === 1
        ? `; on every other attack that week your Lead earns no bonus (${times(1)} instead of ${times(lead)})`
        : `; on every other attack that week it counts ${times(others)} instead of ${times(lead)}`;
  const when = partly
    ? `play it in a week your Lead counters one or more of them${others < lead ? ' and they outweigh the bonus you give up' : ''}`
    : others < lead
      ? 'play it in a week one is forecast, your Lead strongly counters it and it outweighs the bonus you give up'
      : 'play it in a week one is forecast and your Lead strongly counters it';
  return `Your Lead's points count ${times(c.tripleLeadMultiplier)} instead of ${times(lead)} this week${alike}, ${covered}${rest}: ${when}.`;
}

/** One line in plain words: what the chip does to the week it is played in, under these rules. */
export function chipDescription(chip: ChipId, rules: Ruleset = CURRENT_RULES): string {
  switch (chip) {
    case 'wildcard':
      return 'Every transfer this week is free: rebuild your squad with no points hit, and keep the free transfers you have banked.';
    case 'tripleLead':
      return tripleLeadWords(rules);
    case 'fullBench':
      return `Every card you own plays this week, your reserves too, not just the ${MAX_DEPLOYED} you deploy.`;
  }
}

/** The chips in the order the rules list them, with their words under these rules. */
export function chipList(rules: Ruleset = CURRENT_RULES): { id: ChipId; name: string; description: string }[] {
  return CHIP_IDS.map((id) => ({ id, name: CHIP_NAMES[id], description: chipDescription(id, rules) }));
}

/** What one more transfer would cost now, in points (the rules' transferHit, before and after it). */
export function nextTransferHit(t: TransfersView, rules: Ruleset): number {
  const week = { firstSquad: t.freeWeek === 'first-squad', wildcard: t.freeWeek === 'wildcard' };
  return transferHit(t.made + 1, t.free, rules, week) - transferHit(t.made, t.free, rules, week);
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * The line before a buy: free, or the hit it would cost and why. "Your next", not "This": the
 * Plan shows it before any buy is chosen, and a player read "This transfer" as one already made.
 */
export function nextTransferLine(t: TransfersView, rules: Ruleset): string {
  if (t.freeWeek === 'first-squad') return 'Your first squad is free: no buy this week counts as a transfer.';
  if (t.freeWeek === 'wildcard') return 'Wildcard played: every transfer this week is free.';
  const hit = nextTransferHit(t, rules);
  if (hit === 0) {
    const left = Math.max(0, t.free - t.made);
    return `Your next transfer is free: you have ${plural(left, 'free transfer', 'free transfers')} left.`;
  }
  return `Your next transfer costs ${plural(hit, 'point', 'points')}: you have no free transfers left.`;
}

/** Home's one line about the plan: "2 free transfers · Triple Lead played this week" (null: nothing to say). */
export function planSummary(plan: SquadPlanView | null | undefined): string | null {
  if (!plan || plan.weekNumber === null) return null;
  const parts: string[] = [];
  const t = plan.transfers;
  // A Wildcard week uses up no free transfer: the banked ones are all kept (game/transfers.ts).
  if (t?.freeWeek === 'wildcard')
    return `Wildcard played this week: every transfer free, your ${plural(t.free, 'free transfer', 'free transfers')} kept`;
  if (t?.freeWeek === 'first-squad') parts.push('Your first squad is free');
  else if (t) parts.push(plural(Math.max(0, t.free - t.made), 'free transfer', 'free transfers') + ' left');
  if (plan.chipThisWeek) parts.push(`${CHIP_NAMES[plan.chipThisWeek]} played this week`);
  return parts.length ? parts.join(' · ') : null;
}
