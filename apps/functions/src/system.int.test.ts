import { describe, expect, it } from 'vitest';
import { call, createUser } from './testing/emulator-client';

describe('system_ping through the emulators: the public connection probe', () => {
  it('answers a verified, signed-in caller with App Check', async () => {
    const user = await createUser();
    const out = await call('system_ping', null, user);
    expect(out).toMatchObject({ ok: true, data: { ok: true } });
  });

  it('answers a signed-out caller with App Check (the client pings before Auth has restored the user)', async () => {
    const out = await call('system_ping', null, null);
    expect(out).toMatchObject({ ok: true, data: { ok: true } });
  });

  it('answers a caller whose email is not verified', async () => {
    const user = await createUser({ verified: false });
    const out = await call('system_ping', null, user);
    expect(out).toMatchObject({ ok: true, data: { ok: true } });
  });

  it('rejects a request with no App Check token, signed in or not', async () => {
    const user = await createUser();
    for (const caller of [user, null]) {
      const out = await call('system_ping', null, caller, { appCheck: false });
      expect(out.ok).toBe(false);
      expect(out.status).toBe(401);
      if (!out.ok) expect(out.error.status).toBe('UNAUTHENTICATED');
    }
  });

  it('rejects a payload with unknown fields, signed in or not', async () => {
    const user = await createUser();
    for (const caller of [user, null]) {
      const out = await call('system_ping', { sneaky: true }, caller);
      expect(out.ok).toBe(false);
      if (!out.ok) expect(out.error).toMatchObject({ status: 'INVALID_ARGUMENT', details: { code: 'invalid-input' } });
    }
  });
});
