import { describe, expect, it } from 'vitest';
import { INVITE_ADDRESS_LIMIT } from '@fraudshield/domain';
import { leagueInvite, UNKNOWN_OWNER_NAME, type LeagueInviteDeps } from './league-invite';
import { memoryAddressLimiter } from './rate-limit';
import type { LeagueDoc } from './league';

const league: LeagueDoc = {
  id: 'L1',
  name: 'Grade 10 Maths',
  code: 'HJK234',
  ownerUid: 'owner-uid',
  createdAt: 1,
  kind: 'team',
  members: 12,
  coOwners: ['co-uid'],
  teamId: 'L1',
};

function deps(names: Record<string, string> = { 'owner-uid': 'Ms Dlamini' }): LeagueInviteDeps & { asked: string[] } {
  const asked: string[] = [];
  return {
    asked,
    leagueByCode: async (code) => {
      asked.push(code);
      return code === league.code ? league : null;
    },
    publicName: async (uid) => names[uid] ?? null,
  };
}

describe('league_invite: what an invite link names before the visitor signs in', () => {
  it("gives the league's name and its owner's public name, and nothing else", async () => {
    const out = await leagueInvite({ code: 'hjk-234' }, deps());
    expect(out).toEqual({ name: 'Grade 10 Maths', ownerName: 'Ms Dlamini' });
  });

  it('refuses a wrong or malformed code as league_preview does, looking up nothing malformed', async () => {
    const d = deps();
    await expect(leagueInvite({ code: 'ZZZZZZ' }, d)).rejects.toMatchObject({ code: 'unknown-league-code' });
    await expect(leagueInvite({ code: 'constructor' }, d)).rejects.toMatchObject({ code: 'unknown-league-code' });
    expect(d.asked).toEqual(['ZZZZZZ']);
  });

  it('says "the league\'s owner" when the owner has no record any more', async () => {
    expect((await leagueInvite({ code: 'HJK234' }, deps({}))).ownerName).toBe(UNKNOWN_OWNER_NAME);
  });

  it('lets one address look up a class-sized burst, then refuses with resource-exhausted', () => {
    const limiter = memoryAddressLimiter(INVITE_ADDRESS_LIMIT);
    for (let i = 0; i < INVITE_ADDRESS_LIMIT.burst; i++) limiter.take('203.0.113.9', 1_000);
    expect(() => limiter.take('203.0.113.9', 1_000)).toThrow(expect.objectContaining({ code: 'rate-limited' }));
    // Another address has its own bucket.
    expect(() => limiter.take('198.51.100.4', 1_000)).not.toThrow();
  });
});
