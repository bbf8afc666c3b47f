import { describe, expect, it } from 'vitest';
import { call, createUser } from './testing/emulator-client';

describe('system_ping through the emulators (the checks every callable runs)', () => {
  it('answers a verified, signed-in caller with App Check', async () => {
    const user = await createUser();
    const out = await call('system_ping', null, user);
    expect(out).toMatchObject({ ok: true, data: { ok: true } });
  });

  it('rejects a request with no App Check token', async () => {
    const user = await createUser();
    const out = await call('system_ping', null, user, { appCheck: false });
    expect(out.ok).toBe(false);
    expect(out.status).toBe(401);
    if (!out.ok) expect(out.error.status).toBe('UNAUTHENTICATED');
  });

  it('rejects a signed-out caller', async () => {
    const out = await call('system_ping', null, null);
    expect(out.ok).toBe(false);
    if (!out.ok) expect(out.error).toMatchObject({ status: 'UNAUTHENTICATED', details: { code: 'signed-out' } });
  });

  it('rejects a caller whose email is not verified', async () => {
    const user = await createUser({ verified: false });
    const out = await call('system_ping', null, user);
    expect(out.ok).toBe(false);
    if (!out.ok) expect(out.error).toMatchObject({ status: 'FAILED_PRECONDITION', details: { code: 'email-not-verified' } });
  });

  it('rejects a payload with unknown fields', async () => {
    const user = await createUser();
    const out = await call('system_ping', { sneaky: true }, user);
    expect(out.ok).toBe(false);
    if (!out.ok) expect(out.error).toMatchObject({ status: 'INVALID_ARGUMENT', details: { code: 'invalid-input' } });
  });
});
