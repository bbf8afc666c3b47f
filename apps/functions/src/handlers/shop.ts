import {
  DEFENSES,
  DomainError,
  buy,
  sell,
  shopRules,
  type BalanceAndDefenses,
  type CallableResponse,
  type CurrentWeekStatus,
  type DefenseId,
  type PlayerState,
  type Ruleset,
  type StateResult,
} from '@fraudshield/domain';
import type { CallerContext, Parsed } from './context';
import type { PlayerDeps } from './player-ports';
import { toBalanceAndDefenses } from './player-views';

/** A shop trade: the ledger kind, the pure rule (libs/domain buy or sell) and the ledger line's verb. */
interface Trade {
  kind: 'buy' | 'sell';
  rule: (state: PlayerState, defenseId: DefenseId, weekStatus: CurrentWeekStatus, rules: Ruleset) => StateResult;
  verb: string;
}

const BUY: Trade = { kind: 'buy', rule: buy, verb: 'Bought' };
const SELL: Trade = { kind: 'sell', rule: sell, verb: 'Sold' };

/** Buys a defense at the open week's rules' price (libs/domain shopRules, buy), once per request id. */
export function buyDefense(
  ctx: CallerContext,
  input: Parsed<'shop_buyDefense'>,
  deps: PlayerDeps,
): Promise<CallableResponse<'shop_buyDefense'>> {
  return trade(BUY, ctx, input, deps);
}

/** Sells an owned defense for the open week's rules' share of the price paid (libs/domain saleRefundTenths), once per request id. */
export function sellDefense(
  ctx: CallerContext,
  input: Parsed<'shop_sellDefense'>,
  deps: PlayerDeps,
): Promise<CallableResponse<'shop_sellDefense'>> {
  return trade(SELL, ctx, input, deps);
}

/**
 * One player change for a buy or a sell, under the rules of the week it is made in (the open or
 * locked week's; between weeks, the rules the next week opens under): the rule runs on the
 * record read inside the change (so a retried request replays its first answer), a refusal
 * throws its code and writes nothing, and the ledger entry carries the balance delta and the
 * card's name.
 */
async function trade(
  { kind, rule, verb }: Trade,
  ctx: CallerContext,
  input: { defenseId: DefenseId; requestId: string },
  deps: PlayerDeps,
): Promise<BalanceAndDefenses> {
  await deps.players.getOrCreate(ctx, ctx.now);
  const week = await deps.players.shopWeek(ctx.now);
  const rules = shopRules(week);
  return deps.players.change(ctx.uid, { requestId: input.requestId, kind, now: ctx.now }, (player) => {
    const next = rule(player, input.defenseId, week.status, rules);
    if (!next.ok) throw new DomainError(next.code);
    const updated = { ...player, balanceTenths: next.balanceTenths, squad: next.squad };
    return {
      player: updated,
      entry: {
        kind,
        deltaTenths: next.balanceTenths - player.balanceTenths,
        detail: `${verb} ${DEFENSES[input.defenseId].name}`,
      },
      result: toBalanceAndDefenses(updated),
    };
  });
}
