import { describe, expect, it } from 'vitest';
import { DEFENSES } from './catalog';
import { CURRENT_RULES, RULES_V1, RULES_V4, RULES_V5, type Ruleset } from './ruleset';
import { shopRules } from './shop-rules';
import { buy, canBuy, EMPTY_SQUAD, newPlayerState, type PlayerState } from './squad';

const PRICED: Ruleset = { ...RULES_V5, prices: { UserEducation: 300, VpnUsage: 20 } };

describe('shopRules', () => {
  it("is the open or locked week's rules version", () => {
    expect(shopRules({ status: 'open', rulesVersion: 4 })).toBe(RULES_V4);
    expect(shopRules({ status: 'locked', rulesVersion: 5 })).toBe(RULES_V5);
    expect(shopRules({ status: 'open' })).toBe(RULES_V1);
  });
  it('is CURRENT_RULES between weeks and before the first', () => {
    expect(shopRules({ status: 'settled', rulesVersion: 4 })).toBe(CURRENT_RULES);
    expect(shopRules({ status: null })).toBe(CURRENT_RULES);
    expect(shopRules(null)).toBe(CURRENT_RULES);
  });
});

describe('buy', () => {
  it("charges the rules' price and records it as the price paid", () => {
    const out = buy(newPlayerState(), 'UserEducation', 'open', PRICED);
    expect(out).toEqual({
      ok: true,
      balanceTenths: 1000 - 300,
      squad: { owned: [{ defenseId: 'UserEducation', pricePaidTenths: 300, deployed: true }], lead: 'UserEducation' },
    });
  });
  it("charges the catalog price for a card the rules' table does not name", () => {
    const out = buy(newPlayerState(), 'NetworkMonitoring', 'open', PRICED);
    expect(out.ok && out.balanceTenths).toBe(1000 - DEFENSES.NetworkMonitoring.priceTenths);
  });
  it("checks the balance against the rules' price, both ways", () => {
    const poor: PlayerState = { balanceTenths: 250, squad: EMPTY_SQUAD };
    // 25.0 cr buys User Education at its catalog 24.5 but not at these rules' 30.0…
    expect(canBuy(poor, 'UserEducation', 'open', RULES_V5).ok).toBe(true);
    expect(canBuy(poor, 'UserEducation', 'open', PRICED)).toEqual({ ok: false, code: 'insufficient-credits' });
    // …and 2.0 cr buys a VPN priced 2.0 by the rules (catalog 6.0).
    const broke: PlayerState = { balanceTenths: 20, squad: EMPTY_SQUAD };
    expect(canBuy(broke, 'VpnUsage', 'open', RULES_V5)).toEqual({ ok: false, code: 'insufficient-credits' });
    expect(buy(broke, 'VpnUsage', 'open', PRICED)).toMatchObject({ ok: true, balanceTenths: 0 });
  });
  it('keeps every other refusal of buy, in its order', () => {
    const owned: PlayerState = {
      balanceTenths: 0,
      squad: { owned: [{ defenseId: 'VpnUsage', pricePaidTenths: 60, deployed: true }], lead: 'VpnUsage' },
    };
    expect(buy(owned, 'VpnUsage', 'open', PRICED)).toEqual({ ok: false, code: 'already-owned' });
    expect(buy(owned, 'UserEducation', 'locked', PRICED)).toEqual({ ok: false, code: 'week-locked' });
    expect(buy(owned, 'Nope', 'open', PRICED)).toEqual({ ok: false, code: 'unknown-defense' });
  });
  it('leaves the other cards as they were (their prices paid are theirs)', () => {
    const state: PlayerState = {
      balanceTenths: 500,
      squad: { owned: [{ defenseId: 'VpnUsage', pricePaidTenths: 60, deployed: true }], lead: 'VpnUsage' },
    };
    const out = buy(state, 'UserEducation', 'open', PRICED);
    expect(out.ok && out.squad.owned).toEqual([
      { defenseId: 'VpnUsage', pricePaidTenths: 60, deployed: true },
      { defenseId: 'UserEducation', pricePaidTenths: 300, deployed: true },
    ]);
  });
});
