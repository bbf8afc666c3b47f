import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFENSE_IDS, type DefenseId } from '../catalog/ids';
import { DEFENSES, POSITION_IDS } from './catalog';
import {
  MAX_DEPLOYED,
  MAX_OWNED,
  MAX_PER_POSITION,
  STARTING_BALANCE_TENTHS,
  type CurrentWeekStatus,
} from './constants';
import {
  EMPTY_SQUAD,
  buy,
  buyableDefenses,
  canBuy,
  canSell,
  canSetLineup,
  deployedOf,
  isSquadLegal,
  newPlayerState,
  positionCounts,
  reservesOf,
  saleRefundTenths,
  sell,
  setLineup,
  squadValueTenths,
  type PlayerState,
} from './squad';
import { defensePriceTenths } from './prices';
import { CURRENT_RULES, RULES_V1, RULES_V3, RULES_V4, RULES_V5, RULES_V6, type Ruleset } from './ruleset';

function mustBuy(state: PlayerState, ...ids: DefenseId[]): PlayerState {
  let s = state;
  for (const id of ids) {
    const r = buy(s, id, 'open');
    if (!r.ok) throw new Error(`buy ${id} refused: ${r.code}`);
    s = { balanceTenths: r.balanceTenths, squad: r.squad };
  }
  return s;
}

const rich = (balanceTenths = 100_000): PlayerState => ({ balanceTenths, squad: EMPTY_SQUAD });

describe('buy', () => {
  it('pays the catalog price, deploys and makes the first purchase Lead', () => {
    const r = buy(newPlayerState(), 'MultiFactorAuth', 'open');
    expect(r).toEqual({
      ok: true,
      balanceTenths: 1000 - 170,
      squad: {
        owned: [{ defenseId: 'MultiFactorAuth', pricePaidTenths: 170, deployed: true }],
        lead: 'MultiFactorAuth',
      },
    });
  });

  it("charges the rules' price (v6's table), keeps it as the price paid, and refuses what the wallet cannot pay at it", () => {
    const rich: PlayerState = { ...newPlayerState(), balanceTenths: 1000 };
    for (const [rules, price] of [
      [RULES_V5, 245],
      [RULES_V6, 255],
    ] as [Ruleset, number][]) {
      const r = buy(rich, 'UserEducation', 'open', rules);
      expect(r.ok && r.balanceTenths).toBe(1000 - price);
      expect(r.ok && r.squad.owned[0]?.pricePaidTenths).toBe(price);
      // Exactly the price is enough; a tenth less is not.
      expect(canBuy({ ...rich, balanceTenths: price }, 'UserEducation', 'open', rules).ok).toBe(true);
      expect(canBuy({ ...rich, balanceTenths: price - 1 }, 'UserEducation', 'open', rules)).toEqual({
        ok: false,
        code: 'insufficient-credits',
      });
    }
    // 25.0 cr buys User Education under v5 (24.5 cr), not under v6 (25.5 cr); the default is the current rules.
    const poor: PlayerState = { ...newPlayerState(), balanceTenths: 250 };
    expect(buyableDefenses(poor, 'open', RULES_V5)).toContain('UserEducation');
    expect(buyableDefenses(poor, 'open', RULES_V6)).not.toContain('UserEducation');
    expect(buy(rich, 'TrafficFiltering', 'open').ok && defensePriceTenths('TrafficFiltering')).toBe(140);
  });

  it('keeps the first Lead on later purchases', () => {
    const s = mustBuy(newPlayerState(), 'EmailFiltering', 'UserEducation');
    expect(s.squad.lead).toBe('EmailFiltering');
    // Rules v6 price User Education at 25.5 cr (constants-v6.ts); Email Filtering keeps its catalog 10.0 cr.
    expect(s.balanceTenths).toBe(1000 - 100 - 255);
  });

  it('auto-deploys only while fewer than 7 are deployed', () => {
    const ids: DefenseId[] = [
      'UserEducation',
      'RegularAudits',
      'MultiFactorAuth',
      'AtmInspections',
      'NetworkMonitoring',
      'VpnUsage',
      'InputValidation',
      'EmailFiltering',
    ];
    const s = mustBuy(rich(), ...ids);
    expect(deployedOf(s.squad)).toEqual(ids.slice(0, 7));
    expect(reservesOf(s.squad)).toEqual(['EmailFiltering']);
  });

  it('refuses an unknown id', () => {
    expect(buy(rich(), 'Firewall', 'open')).toEqual({ ok: false, code: 'unknown-defense' });
  });

  it('refuses a second copy', () => {
    const s = mustBuy(rich(), 'VpnUsage');
    expect(buy(s, 'VpnUsage', 'open')).toEqual({ ok: false, code: 'already-owned' });
  });

  it('refuses a fourth defense in one position', () => {
    const s = mustBuy(rich(), 'UserEducation', 'RegularAudits', 'BackgroundChecks');
    expect(positionCounts(s.squad).people).toBe(3);
    expect(canBuy(s, 'SegregationOfDuties', 'open')).toEqual({ ok: false, code: 'position-full' });
  });

  it('refuses an eleventh defense', () => {
    const s = mustBuy(
      rich(),
      'UserEducation',
      'RegularAudits',
      'BackgroundChecks',
      'MultiFactorAuth',
      'AtmInspections',
      'VpnUsage',
      'NetworkMonitoring',
      'DdosProtection',
      'InputValidation',
      'EmailFiltering',
    );
    expect(s.squad.owned).toHaveLength(10);
    expect(canBuy(s, 'KeepUpdated', 'open')).toEqual({ ok: false, code: 'squad-full' });
  });

  it('refuses when the balance is short, and allows spending to exactly zero', () => {
    expect(canBuy(rich(169), 'MultiFactorAuth', 'open')).toEqual({ ok: false, code: 'insufficient-credits' });
    const r = buy(rich(170), 'MultiFactorAuth', 'open');
    expect(r.ok && r.balanceTenths).toBe(0);
  });

  it('refuses while the week is locked, but not when open, settled or absent', () => {
    expect(canBuy(rich(), 'VpnUsage', 'locked')).toEqual({ ok: false, code: 'week-locked' });
    for (const status of ['open', 'settled', null] as CurrentWeekStatus[]) {
      expect(canBuy(rich(), 'VpnUsage', status)).toEqual({ ok: true });
    }
  });

  it('checks the week lock before anything else', () => {
    expect(canBuy(rich(0), 'Nope', 'locked')).toEqual({ ok: false, code: 'week-locked' });
  });

  it('lists what can be bought right now', () => {
    expect(buyableDefenses(rich(90), 'open').sort()).toEqual([
      'AtmInspections',
      'DdosProtection',
      'HttpsAndEncryption',
      'RegularPasswordChanges',
      'VpnUsage',
    ]);
    expect(buyableDefenses(rich(), 'locked')).toEqual([]);
  });

  it('does not mutate its input', () => {
    const s = newPlayerState();
    const before = JSON.stringify(s);
    buy(s, 'VpnUsage', 'open');
    expect(JSON.stringify(s)).toBe(before);
  });
});

describe('sell', () => {
  it('refunds the price paid, not the catalog price (rules v1–v3: all of it)', () => {
    const state: PlayerState = {
      balanceTenths: 0,
      squad: { owned: [{ defenseId: 'VpnUsage', pricePaidTenths: 55, deployed: true }], lead: 'VpnUsage' },
    };
    expect(sell(state, 'VpnUsage', 'open', RULES_V3)).toEqual({
      ok: true,
      balanceTenths: 55,
      squad: { owned: [], lead: null },
    });
  });

  it('refunds 75% of the price paid under rules v4, rounded down to a tenth', () => {
    const state: PlayerState = {
      balanceTenths: 0,
      squad: { owned: [{ defenseId: 'VpnUsage', pricePaidTenths: 55, deployed: true }], lead: 'VpnUsage' },
    };
    // 75% of 5.5 cr is 4.125 cr: 4.1 cr back.
    expect(sell(state, 'VpnUsage', 'open', RULES_V4)).toEqual({
      ok: true,
      balanceTenths: 41,
      squad: { owned: [], lead: null },
    });
    expect(saleRefundTenths(245, RULES_V4)).toBe(183);
    expect(saleRefundTenths(200, RULES_V4)).toBe(150);
    // By default the shop applies the current rules' refund.
    expect(saleRefundTenths(245)).toBe(Math.floor((245 * CURRENT_RULES.sellRefundPercent) / 100));
    expect(saleRefundTenths(245, RULES_V1)).toBe(245);
  });

  it('passes the Lead to the first remaining deployed defense', () => {
    const s = mustBuy(rich(), 'UserEducation', 'MultiFactorAuth', 'VpnUsage');
    const r = sell(s, 'UserEducation', 'open');
    expect(r.ok && r.squad.lead).toBe('MultiFactorAuth');
  });

  it('keeps the Lead when another defense is sold', () => {
    const s = mustBuy(rich(), 'UserEducation', 'MultiFactorAuth');
    const r = sell(s, 'MultiFactorAuth', 'open');
    expect(r.ok && r.squad.lead).toBe('UserEducation');
  });

  it('leaves no Lead when only reserves remain', () => {
    const s0 = mustBuy(rich(), 'UserEducation', 'MultiFactorAuth');
    const l = setLineup(s0.squad, ['UserEducation'], 'UserEducation', 'open');
    if (!l.ok) throw new Error(l.code);
    const r = sell({ ...s0, squad: l.squad }, 'UserEducation', 'open');
    expect(r.ok && r.squad).toEqual({
      owned: [{ defenseId: 'MultiFactorAuth', pricePaidTenths: 170, deployed: false }],
      lead: null,
    });
  });

  it('refuses what is not owned, unknown ids, and a locked week', () => {
    const s = mustBuy(rich(), 'VpnUsage');
    expect(canSell(s, 'MultiFactorAuth', 'open')).toEqual({ ok: false, code: 'not-owned' });
    expect(canSell(s, 'Nope', 'open')).toEqual({ ok: false, code: 'unknown-defense' });
    expect(sell(s, 'VpnUsage', 'locked')).toEqual({ ok: false, code: 'week-locked' });
  });
});

describe('setLineup', () => {
  const base = mustBuy(
    rich(),
    'UserEducation',
    'RegularAudits',
    'MultiFactorAuth',
    'AtmInspections',
    'NetworkMonitoring',
    'VpnUsage',
    'InputValidation',
    'EmailFiltering',
  ).squad;

  it('sets the deployed flags and the Lead, keeping owned order', () => {
    const r = setLineup(base, ['EmailFiltering', 'VpnUsage'], 'VpnUsage', 'open');
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(deployedOf(r.squad)).toEqual(['VpnUsage', 'EmailFiltering']);
    expect(r.squad.lead).toBe('VpnUsage');
    expect(r.squad.owned.map((o) => o.defenseId)).toEqual(base.owned.map((o) => o.defenseId));
    expect(isSquadLegal(r.squad)).toBe(true);
  });

  it('a null Lead with a lineup means the first deployed leads', () => {
    const r = setLineup(base, ['EmailFiltering', 'VpnUsage'], null, 'open');
    expect(r.ok && r.squad.lead).toBe('VpnUsage');
  });

  it('an empty lineup has no Lead', () => {
    const r = setLineup(base, [], null, 'open');
    expect(r.ok && r.squad).toEqual({ owned: base.owned.map((o) => ({ ...o, deployed: false })), lead: null });
    expect(setLineup(base, [], 'VpnUsage', 'open')).toEqual({ ok: false, code: 'lead-not-deployed' });
  });

  it('refuses more than 7, duplicates, unknown and unowned ids, a Lead not deployed, a locked week', () => {
    const eight = base.owned.map((o) => o.defenseId);
    expect(setLineup(base, eight, eight[0]!, 'open')).toEqual({ ok: false, code: 'too-many-deployed' });
    expect(setLineup(base, ['VpnUsage', 'VpnUsage'], 'VpnUsage', 'open')).toEqual({
      ok: false,
      code: 'duplicate-defense',
    });
    expect(setLineup(base, ['Nope'], null, 'open')).toEqual({ ok: false, code: 'unknown-defense' });
    expect(setLineup(base, ['VpnUsage'], 'Nope', 'open')).toEqual({ ok: false, code: 'unknown-defense' });
    expect(setLineup(base, ['KeepUpdated'], null, 'open')).toEqual({ ok: false, code: 'not-owned' });
    expect(setLineup(base, ['VpnUsage'], 'EmailFiltering', 'open')).toEqual({ ok: false, code: 'lead-not-deployed' });
    expect(setLineup(base, ['VpnUsage'], 'VpnUsage', 'locked')).toEqual({ ok: false, code: 'week-locked' });
    expect(canSetLineup(base, ['VpnUsage'], 'VpnUsage', 'open')).toEqual({ ok: true });
  });
});

describe('isSquadLegal', () => {
  const od = (defenseId: DefenseId, deployed = true) => ({
    defenseId,
    pricePaidTenths: DEFENSES[defenseId].priceTenths,
    deployed,
  });

  it('accepts the empty squad and a normal squad', () => {
    expect(isSquadLegal(EMPTY_SQUAD)).toBe(true);
    expect(isSquadLegal({ owned: [od('VpnUsage')], lead: 'VpnUsage' })).toBe(true);
  });

  it('rejects each broken invariant', () => {
    expect(isSquadLegal({ owned: [od('VpnUsage'), od('VpnUsage')], lead: 'VpnUsage' })).toBe(false);
    expect(isSquadLegal({ owned: [od('VpnUsage')], lead: null })).toBe(false);
    expect(isSquadLegal({ owned: [od('VpnUsage', false)], lead: 'VpnUsage' })).toBe(false);
    expect(isSquadLegal({ owned: [od('VpnUsage')], lead: 'MultiFactorAuth' })).toBe(false);
    expect(
      isSquadLegal({ owned: [{ defenseId: 'Nope' as DefenseId, pricePaidTenths: 1, deployed: false }], lead: null }),
    ).toBe(false);
    expect(isSquadLegal({ owned: [{ ...od('VpnUsage'), pricePaidTenths: 0 }], lead: 'VpnUsage' })).toBe(false);
    expect(isSquadLegal({ owned: [{ ...od('VpnUsage'), pricePaidTenths: 1.5 }], lead: 'VpnUsage' })).toBe(false);
    const people = (['UserEducation', 'RegularAudits', 'BackgroundChecks', 'SegregationOfDuties'] as const).map((id) =>
      od(id),
    );
    expect(isSquadLegal({ owned: people, lead: 'UserEducation' })).toBe(false);
    const eight = (
      [
        'UserEducation',
        'RegularAudits',
        'MultiFactorAuth',
        'AtmInspections',
        'NetworkMonitoring',
        'VpnUsage',
        'InputValidation',
        'EmailFiltering',
      ] as const
    ).map((id) => od(id));
    expect(isSquadLegal({ owned: eight, lead: 'UserEducation' })).toBe(false);
    const eleven = (
      [
        'UserEducation',
        'RegularAudits',
        'BackgroundChecks',
        'MultiFactorAuth',
        'AtmInspections',
        'VpnUsage',
        'NetworkMonitoring',
        'DdosProtection',
        'InputValidation',
        'EmailFiltering',
        'KeepUpdated',
      ] as const
    ).map((id) => od(id, false));
    expect(isSquadLegal({ owned: eleven, lead: null })).toBe(false);
    expect(isSquadLegal({ owned: eleven.slice(0, 10), lead: null })).toBe(true);
  });
});

describe('squad properties', () => {
  const defenseArb = fc.constantFrom<string>(...DEFENSE_IDS, 'Unknown');
  const statusArb = fc.constantFrom<CurrentWeekStatus>('open', 'open', 'open', 'locked', 'settled', null);
  const actionArb = fc.oneof(
    fc.record({ kind: fc.constant('buy' as const), id: defenseArb, status: statusArb }),
    fc.record({ kind: fc.constant('sell' as const), id: defenseArb, status: statusArb }),
    fc.record({
      kind: fc.constant('lineup' as const),
      picks: fc.array(fc.nat({ max: 12 }), { maxLength: 9 }),
      lead: fc.option(fc.nat({ max: 12 })),
      status: statusArb,
    }),
  );

  it('any sequence of buys, sells and lineup changes keeps every invariant', () => {
    fc.assert(
      fc.property(fc.nat({ max: 3000 }), fc.array(actionArb, { maxLength: 60 }), (start, actions) => {
        let state: PlayerState = { balanceTenths: start, squad: EMPTY_SQUAD };
        // What sales lost: the price paid minus the refund (rules v4 refund 75%).
        let lost = 0;
        for (const a of actions) {
          const before = state;
          if (a.kind === 'buy' || a.kind === 'sell') {
            const r = a.kind === 'buy' ? buy(state, a.id, a.status) : sell(state, a.id, a.status);
            if (r.ok && a.kind === 'sell') {
              const paid = state.squad.owned.find((o) => o.defenseId === a.id)?.pricePaidTenths ?? 0;
              lost += paid - saleRefundTenths(paid);
            }
            if (r.ok) state = { balanceTenths: r.balanceTenths, squad: r.squad };
            if (a.status === 'locked') expect(r.ok).toBe(false);
          } else {
            // Pick among owned ids (and beyond, to hit not-owned / unknown).
            const pool = [...state.squad.owned.map((o) => o.defenseId as string), ...DEFENSE_IDS, 'Unknown'];
            const picks = a.picks.map((i) => pool[i % pool.length]!);
            const lead = a.lead === null ? null : pool[a.lead % pool.length]!;
            const r = setLineup(state.squad, picks, lead, a.status);
            if (r.ok) state = { ...state, squad: r.squad };
            if (a.status === 'locked') expect(r.ok).toBe(false);
          }
          if (a.status === 'locked') expect(state).toBe(before);

          const { squad, balanceTenths } = state;
          expect(isSquadLegal(squad)).toBe(true);
          expect(squad.owned.length).toBeLessThanOrEqual(MAX_OWNED);
          for (const p of POSITION_IDS) expect(positionCounts(squad)[p]).toBeLessThanOrEqual(MAX_PER_POSITION);
          const deployed = deployedOf(squad);
          expect(deployed.length).toBeLessThanOrEqual(MAX_DEPLOYED);
          if (squad.lead === null) expect(deployed).toEqual([]);
          else expect(deployed).toContain(squad.lead);
          expect(balanceTenths).toBeGreaterThanOrEqual(0);
          expect(Number.isSafeInteger(balanceTenths)).toBe(true);
          expect(balanceTenths).toBe(start - squadValueTenths(squad) - lost);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('buy then sell of the same defense restores the balance under rules v1–v3, and loses a quarter of the price (paid at the current rules’ price) under v4', () => {
    fc.assert(
      fc.property(fc.constantFrom(...DEFENSE_IDS), (id) => {
        const b = buy(rich(STARTING_BALANCE_TENTHS), id, 'open');
        if (!b.ok) throw new Error(b.code);
        const s = sell(b, id, 'open', RULES_V3);
        expect(s.ok && s.balanceTenths).toBe(STARTING_BALANCE_TENTHS);
        expect(s.ok && s.squad).toEqual(EMPTY_SQUAD);
        const price = defensePriceTenths(id, CURRENT_RULES);
        const v4 = sell(b, id, 'open', RULES_V4);
        expect(v4.ok && v4.balanceTenths).toBe(STARTING_BALANCE_TENTHS - price + Math.floor((price * 3) / 4));
        const now = sell(b, id, 'open');
        expect(now.ok && now.balanceTenths).toBe(
          STARTING_BALANCE_TENTHS - price + Math.floor((price * CURRENT_RULES.sellRefundPercent) / 100),
        );
      }),
    );
  });

  it('a squad that can be built on 100.0 cr never owns more than it could pay for', () => {
    fc.assert(
      fc.property(fc.shuffledSubarray([...DEFENSE_IDS]), (ids) => {
        let state = newPlayerState();
        for (const id of ids) {
          const r = buy(state, id, 'open');
          if (r.ok) state = r;
        }
        expect(squadValueTenths(state.squad)).toBeLessThanOrEqual(STARTING_BALANCE_TENTHS);
        expect(state.balanceTenths).toBe(STARTING_BALANCE_TENTHS - squadValueTenths(state.squad));
      }),
    );
  });
});
