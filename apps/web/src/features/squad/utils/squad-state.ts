import { DEFENSES, type PlayerDefense, type PlayerState, type Squad, creditsToTenths } from '@fraudshield/domain';

/** The domain's Squad from the defenses the server returned (purchase order is kept). */
export function toSquad(defenses: readonly PlayerDefense[]): Squad {
  const owned = defenses.map((d) => ({
    defenseId: d.defenseId,
    pricePaidTenths: creditsToTenths(d.pricePaid) || DEFENSES[d.defenseId].priceTenths,
    deployed: d.deployed,
  }));
  const lead = defenses.find((d) => d.lead && d.deployed)?.defenseId ?? null;
  return { owned, lead };
}

/** Wallet and squad for the client-side checks (canBuy/canSell); the server decides. */
export function toPlayerState(balanceCredits: number, defenses: readonly PlayerDefense[]): PlayerState {
  return { balanceTenths: creditsToTenths(balanceCredits), squad: toSquad(defenses) };
}
