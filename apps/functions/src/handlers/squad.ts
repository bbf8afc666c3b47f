import { DomainError, setLineup as applyLineup, type CallableResponse, type Squad } from '@fraudshield/domain';
import type { CallerContext, Parsed } from './context';
import type { PlayerDeps } from './player-ports';
import { toDefenseViews } from './player-views';

function sameSquad(a: Squad, b: Squad): boolean {
  return (
    a.lead === b.lead &&
    a.owned.length === b.owned.length &&
    a.owned.every((o, i) => o.defenseId === b.owned[i]?.defenseId && o.deployed === b.owned[i]?.deployed)
  );
}

/** Sets the deployed defenses and the Lead (rules: libs/domain setLineup); refused while the week is locked. */
export async function setLineup(
  ctx: CallerContext,
  input: Parsed<'squad_setLineup'>,
  deps: PlayerDeps,
): Promise<CallableResponse<'squad_setLineup'>> {
  await deps.players.getOrCreate(ctx, ctx.now);
  const weekStatus = await deps.players.weekStatus(ctx.now);
  return deps.players.change(ctx.uid, { requestId: input.requestId, kind: 'lineup', now: ctx.now }, (player) => {
    const next = applyLineup(player.squad, input.deployed, input.lead, weekStatus);
    if (!next.ok) throw new DomainError(next.code);
    const updated = { ...player, squad: next.squad };
    const result = { defenses: toDefenseViews(updated) };
    if (sameSquad(player.squad, next.squad)) return { player, entry: null, result };
    const deployed = next.squad.owned.filter((o) => o.deployed).length;
    return {
      player: updated,
      entry: {
        kind: 'lineup',
        deltaTenths: 0,
        detail: `Lineup: ${deployed} deployed, Lead ${next.squad.lead ?? 'none'}`,
      },
      result,
    };
  });
}
