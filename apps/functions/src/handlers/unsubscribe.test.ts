import { describe, expect, it } from 'vitest';
import { UNSUBSCRIBE_RATE_LIMIT } from '@fraudshield/domain';
import { signUnsubscribeToken, verifyUnsubscribeToken, type MailSwitch } from './mail-token';
import { memoryAddressLimiter } from './rate-limit';
import { unsubscribe, type UnsubscribeDeps } from './unsubscribe';

const SECRET = 'test-secret-0123456789abcdef';

function fakeStore() {
  const used = new Set<string>();
  const switches = new Map<string, Partial<Record<MailSwitch, boolean>>>();
  let writes = 0;
  const deps: UnsubscribeDeps = {
    verify: (t) => verifyUnsubscribeToken(SECRET, t),
    limiter: memoryAddressLimiter(UNSUBSCRIBE_RATE_LIMIT),
    isUsed: async (uid, id) => used.has(`${uid}/${id}`),
    use: async (uid, id, which) => {
      if (used.has(`${uid}/${id}`)) return 'used';
      used.add(`${uid}/${id}`);
      switches.set(uid, { ...switches.get(uid), [which]: false });
      writes += 1;
      return 'done';
    },
  };
  return { deps, switches, writes: () => writes };
}

describe('the unsubscribe page', () => {
  it("puts the token in the confirmation form's attribute escaped (the domain's escapeHtml)", async () => {
    const store = fakeStore();
    const token = `t"><script>'&`;
    const deps: UnsubscribeDeps = { ...store.deps, verify: () => ({ uid: 'uid-9', which: 'reports' }) };
    const ask = await unsubscribe({ method: 'GET', token, address: null }, 1, deps);
    expect(ask.status).toBe(200);
    expect(ask.html).toContain('<input type="hidden" name="t" value="t&quot;&gt;&lt;script&gt;&#39;&amp;">');
  });

  it('a link works once: the same token again changes nothing and says it was used', async () => {
    const store = fakeStore();
    const token = signUnsubscribeToken(SECRET, 'uid-1', 'reminders');
    const ask = await unsubscribe({ method: 'GET', token, address: '198.51.100.1' }, 1, store.deps);
    expect(ask.status).toBe(200);
    expect(store.writes()).toBe(0);
    expect((await unsubscribe({ method: 'POST', token, address: '198.51.100.1' }, 2, store.deps)).status).toBe(200);
    expect(store.switches.get('uid-1')).toEqual({ reminders: false });
    // The player turns reminders back on; the old link cannot turn them off again.
    store.switches.set('uid-1', { reminders: true });
    for (const method of ['POST', 'GET'] as const) {
      const again = await unsubscribe({ method, token, address: '198.51.100.2' }, 3, store.deps);
      expect(again.status, method).toBe(410);
      expect(again.html).toContain('has been used already');
    }
    expect(store.switches.get('uid-1')).toEqual({ reminders: true });
    expect(store.writes()).toBe(1);
    // The next letter carries its own token, which works.
    const next = signUnsubscribeToken(SECRET, 'uid-1', 'reminders');
    expect(next).not.toBe(token);
    expect((await unsubscribe({ method: 'POST', token: next, address: null }, 4, store.deps)).status).toBe(200);
  });

  it(`one address gets ${UNSUBSCRIBE_RATE_LIMIT.burst} requests at once, then 429 (resource-exhausted) and no write`, async () => {
    const store = fakeStore();
    const forged = 'eyJ2IjoidTIifQ.AAAA';
    for (let i = 0; i < UNSUBSCRIBE_RATE_LIMIT.burst; i++)
      expect(
        (await unsubscribe({ method: 'POST', token: forged, address: '203.0.113.9' }, 10, store.deps)).status,
      ).toBe(400);
    const token = signUnsubscribeToken(SECRET, 'uid-2', 'reports');
    const cut = await unsubscribe({ method: 'POST', token, address: '203.0.113.9' }, 10, store.deps);
    expect(cut.status).toBe(429);
    expect(store.writes()).toBe(0);
    // Another address is not affected; the same one is served again once its bucket refills.
    expect((await unsubscribe({ method: 'GET', token, address: '203.0.113.10' }, 10, store.deps)).status).toBe(200);
    expect(
      (await unsubscribe({ method: 'POST', token, address: '203.0.113.9' }, 10 + 3_600_000, store.deps)).status,
    ).toBe(200);
  });

  it('a forged token is refused and changes nothing', async () => {
    const store = fakeStore();
    const out = await unsubscribe({ method: 'POST', token: 'not.a-token', address: null }, 1, store.deps);
    expect(out.status).toBe(400);
    expect(store.writes()).toBe(0);
  });
});
