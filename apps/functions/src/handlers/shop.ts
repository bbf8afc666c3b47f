import { DEFENSES, DomainError, buy, sell, type CallableResponse, type DefenseId } from '@fraudshield/domain';
import type { CallerContext, Parsed } from './context';
import type { PlayerDeps } from './player-ports';
import { toBalanceAndDefenses } from './player-views';

/** Buys a defense at its catalog price (rules: libs/domain canBuy/buy), once per request id. */
export async function buyDefense(ctx: CallerContext, input: Parsed<'shop_buyDefense'>, deps: PlayerDeps): Promise<CallableResponse<'shop_buyDefense'>> {
  await deps.players.getOrCreate(ctx, ctx.now);
  const weekStatus = await deps.players.weekStatus(ctx.now);
  const id: DefenseId = input.defenseId;
  return deps.players.change(ctx.uid, { requestId: input.requestId, kind: 'buy', now: ctx.now }, (player) => {
    const next = buy(player, id, weekStatus);
    if (!next.ok) throw new DomainError(next.code);
    const updated = { ...player, balanceTenths: next.balanceTenths, squad: next.squad };
    return {
      player: updated,
      entry: { kind: 'buy', deltaTenths: next.balanceTenths - player.balanceTenths, detail: `Bought ${DEFENSES[id].name}` },
      result: toBalanceAndDefenses(updated),
    };
  });
}

/** Sells an owned defense for the price paid, once per request id. */
export async function sellDefense(ctx: CallerContext, input: Parsed<'shop_sellDefense'>, deps: PlayerDeps): Promise<CallableResponse<'shop_sellDefense'>> {
  await deps.players.getOrCreate(ctx, ctx.now);
  const weekStatus = await deps.players.weekStatus(ctx.now);
  const id: DefenseId = input.defenseId;
  return deps.players.change(ctx.uid, { requestId: input.requestId, kind: 'sell', now: ctx.now }, (player) => {
    const next = sell(player, id, weekStatus);
    if (!next.ok) throw new DomainError(next.code);
    const updated = { ...player, balanceTenths: next.balanceTenths, squad: next.squad };
    return {
      player: updated,
      entry: { kind: 'sell', deltaTenths: next.balanceTenths - player.balanceTenths, detail: `Sold ${DEFENSES[id].name}` },
      result: toBalanceAndDefenses(updated),
    };
  });
}
