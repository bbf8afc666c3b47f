import { describe, expect, it } from 'vitest';
import {
  CURRENT_RULES,
  DEFENSES,
  DomainError,
  RULES_V4,
  defensePriceTenths,
  saleRefundTenths,
  tenthsToCredits,
} from '@fraudshield/domain';
import { callerCtx, fakePlayerDeps } from '../testing/fake-player-deps';
import { buyDefense, sellDefense } from './shop';
import { setLineup } from './squad';

const rid = (s: string) => `request-${s}`;

describe('shop handlers', () => {
  it("creates the player on the first call and, with no week open, buys at the current rules' price", async () => {
    const fake = fakePlayerDeps();
    const ctx = callerCtx();
    const out = await buyDefense(ctx, { defenseId: 'UserEducation', requestId: rid('a') }, fake.deps);
    // Rules v6 price User Education above the catalog (25.5 cr against 24.5).
    const price = defensePriceTenths('UserEducation', CURRENT_RULES);
    expect(price).not.toBe(DEFENSES.UserEducation.priceTenths);
    expect(out).toEqual({
      balance: (1000 - price) / 10,
      defenses: [{ defenseId: 'UserEducation', pricePaid: price / 10, deployed: true, lead: true }],
    });
    expect(fake.ledger(ctx.uid).map((e) => [e.seq, e.kind, e.deltaTenths, e.balanceTenths])).toEqual([
      [1, 'open', 1000, 1000],
      [2, 'buy', -price, 1000 - price],
    ]);
  });

  it('replays a known request id without a second purchase', async () => {
    const fake = fakePlayerDeps();
    const ctx = callerCtx();
    const first = await buyDefense(ctx, { defenseId: 'VpnUsage', requestId: rid('same') }, fake.deps);
    const again = await buyDefense(ctx, { defenseId: 'VpnUsage', requestId: rid('same') }, fake.deps);
    expect(again).toEqual(first);
    expect(fake.player(ctx.uid)?.balanceTenths).toBe(910);
    expect(fake.ledger(ctx.uid)).toHaveLength(2);
  });

  it('refuses a request id already used for another action instead of replaying it', async () => {
    const fake = fakePlayerDeps();
    const ctx = callerCtx();
    await buyDefense(ctx, { defenseId: 'VpnUsage', requestId: rid('reused') }, fake.deps);
    await expect(
      sellDefense(ctx, { defenseId: 'VpnUsage', requestId: rid('reused') }, fake.deps),
    ).rejects.toMatchObject({ code: 'request-reused' });
    await expect(
      setLineup(ctx, { deployed: [], lead: null, requestId: rid('reused') }, fake.deps),
    ).rejects.toMatchObject({ code: 'request-reused' });
    expect(fake.player(ctx.uid)?.squad.owned.map((o) => o.defenseId)).toEqual(['VpnUsage']);
    expect(fake.ledger(ctx.uid)).toHaveLength(2);
  });

  it.each([
    ['insufficient-credits', { balanceTenths: 10 }, 'UserEducation'],
    [
      'already-owned',
      { squad: { owned: [{ defenseId: 'VpnUsage', pricePaidTenths: 60, deployed: true }], lead: 'VpnUsage' } },
      'VpnUsage',
    ],
    [
      'position-full',
      {
        squad: {
          owned: [
            { defenseId: 'VpnUsage', pricePaidTenths: 60, deployed: true },
            { defenseId: 'DdosProtection', pricePaidTenths: 60, deployed: true },
            { defenseId: 'TrafficFiltering', pricePaidTenths: 100, deployed: true },
          ],
          lead: 'VpnUsage',
        },
      },
      'NetworkMonitoring',
    ],
  ] as const)('refuses %s with that DomainError and changes nothing', async (code, patch, defenseId) => {
    const fake = fakePlayerDeps();
    const ctx = callerCtx();
    await fake.deps.players.getOrCreate(ctx, ctx.now);
    fake.setPlayer(ctx.uid, patch as never);
    const before = structuredClone(fake.player(ctx.uid));
    await expect(buyDefense(ctx, { defenseId, requestId: rid(code) }, fake.deps)).rejects.toMatchObject({ code });
    expect(fake.player(ctx.uid)).toEqual(before);
    expect(fake.ledger(ctx.uid)).toHaveLength(1);
  });

  it('sells for the current rules’ share of the price paid, and refuses what is not owned', async () => {
    const fake = fakePlayerDeps();
    const ctx = callerCtx();
    await fake.deps.players.getOrCreate(ctx, ctx.now);
    fake.setPlayer(ctx.uid, {
      balanceTenths: 0,
      squad: { owned: [{ defenseId: 'KeepUpdated', pricePaidTenths: 70, deployed: true }], lead: 'KeepUpdated' },
    });
    const out = await sellDefense(ctx, { defenseId: 'KeepUpdated', requestId: rid('sell') }, fake.deps);
    // Of 7.0 cr (the price paid, not the catalog's 12.0 cr): v4 kept 25%, v5 refunds it all.
    expect(out).toEqual({ balance: tenthsToCredits(saleRefundTenths(70, CURRENT_RULES)), defenses: [] });
    await expect(
      sellDefense(ctx, { defenseId: 'KeepUpdated', requestId: rid('sell2') }, fake.deps),
    ).rejects.toBeInstanceOf(DomainError);
  });

  it("refunds by the open week's rules, not the newest: a week opened under v4 keeps its 25% sale tax", async () => {
    const fake = fakePlayerDeps({ weekStatus: 'open', rulesVersion: 4 });
    const ctx = callerCtx();
    await fake.deps.players.getOrCreate(ctx, ctx.now);
    const owned = { owned: [{ defenseId: 'KeepUpdated' as const, pricePaidTenths: 70, deployed: true }], lead: null };
    fake.setPlayer(ctx.uid, { balanceTenths: 0, squad: { ...owned, lead: 'KeepUpdated' } });
    const out = await sellDefense(ctx, { defenseId: 'KeepUpdated', requestId: rid('v4') }, fake.deps);
    expect(out.balance).toBe(tenthsToCredits(saleRefundTenths(70, RULES_V4)));
    expect(out.balance).toBe(5.2);
    // Once that week is settled, a sale is made under the rules the next week opens with.
    fake.setPlayer(ctx.uid, { balanceTenths: 0, squad: { ...owned, lead: 'KeepUpdated' } });
    fake.setWeekStatus('settled');
    const later = await sellDefense(ctx, { defenseId: 'KeepUpdated', requestId: rid('next') }, fake.deps);
    expect(later.balance).toBe(tenthsToCredits(saleRefundTenths(70, CURRENT_RULES)));
  });

  it('writes a ledger line per trade: its kind, the balance delta and the card named with the verb', async () => {
    const fake = fakePlayerDeps();
    const ctx = callerCtx();
    await buyDefense(ctx, { defenseId: 'VpnUsage', requestId: rid('b') }, fake.deps);
    await sellDefense(ctx, { defenseId: 'VpnUsage', requestId: rid('s') }, fake.deps);
    expect(fake.ledger(ctx.uid).map((e) => [e.kind, e.deltaTenths, e.detail, e.requestId])).toEqual([
      ['open', 1000, expect.any(String), undefined],
      ['buy', -90, 'Bought VPN Usage', rid('b')],
      ['sell', saleRefundTenths(90, CURRENT_RULES), 'Sold VPN Usage', rid('s')],
    ]);
  });

  it('refuses buy, sell and lineup while the week is locked', async () => {
    const fake = fakePlayerDeps();
    const ctx = callerCtx();
    await buyDefense(ctx, { defenseId: 'VpnUsage', requestId: rid('ok') }, fake.deps);
    fake.setWeekStatus('locked');
    await expect(buyDefense(ctx, { defenseId: 'KeepUpdated', requestId: rid('l1') }, fake.deps)).rejects.toMatchObject({
      code: 'week-locked',
    });
    await expect(sellDefense(ctx, { defenseId: 'VpnUsage', requestId: rid('l2') }, fake.deps)).rejects.toMatchObject({
      code: 'week-locked',
    });
    await expect(setLineup(ctx, { deployed: [], lead: null }, fake.deps)).rejects.toMatchObject({
      code: 'week-locked',
    });
    expect(fake.ledger(ctx.uid)).toHaveLength(2);
    fake.setWeekStatus('settled');
    await expect(sellDefense(ctx, { defenseId: 'VpnUsage', requestId: rid('l3') }, fake.deps)).resolves.toMatchObject({
      balance: tenthsToCredits(1000 - 90 + saleRefundTenths(90, CURRENT_RULES)),
    });
  });
});

describe('squad_setLineup handler', () => {
  it('writes a lineup entry only when the lineup changes', async () => {
    const fake = fakePlayerDeps();
    const ctx = callerCtx();
    await buyDefense(ctx, { defenseId: 'VpnUsage', requestId: rid('1') }, fake.deps);
    await buyDefense(ctx, { defenseId: 'KeepUpdated', requestId: rid('2') }, fake.deps);
    const same = await setLineup(ctx, { deployed: ['VpnUsage', 'KeepUpdated'], lead: 'VpnUsage' }, fake.deps);
    expect(same.defenses.filter((d) => d.deployed)).toHaveLength(2);
    expect(fake.ledger(ctx.uid)).toHaveLength(3);
    const out = await setLineup(ctx, { deployed: ['KeepUpdated'], lead: 'KeepUpdated' }, fake.deps);
    expect(out.defenses).toEqual([
      { defenseId: 'VpnUsage', pricePaid: 9, deployed: false, lead: false },
      { defenseId: 'KeepUpdated', pricePaid: 12, deployed: true, lead: true },
    ]);
    expect(fake.ledger(ctx.uid).at(-1)).toMatchObject({ kind: 'lineup', deltaTenths: 0 });
    await expect(setLineup(ctx, { deployed: ['KeepUpdated'], lead: 'VpnUsage' }, fake.deps)).rejects.toMatchObject({
      code: 'lead-not-deployed',
    });
    await expect(setLineup(ctx, { deployed: ['UserEducation'], lead: null }, fake.deps)).rejects.toMatchObject({
      code: 'not-owned',
    });
  });
});
