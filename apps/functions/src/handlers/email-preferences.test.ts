import { describe, expect, it } from 'vitest';
import { CALLABLE_SCHEMAS } from '@fraudshield/domain';
import { callerCtx, fakePlayerDeps } from '../testing/fake-player-deps';
import { getProfile, setPreferences } from './user';

/** The payload as the callable wrapper parses it (the contract's zod schema). */
const parsePayload = (_name: 'user_setPreferences', data: unknown) => CALLABLE_SCHEMAS.user_setPreferences.parse(data);

describe('the email switches (user_setPreferences)', () => {
  it('report emails are off for a new player; switching them on leaves the reminders alone', async () => {
    const fake = fakePlayerDeps();
    const ctx = callerCtx();
    expect(await getProfile(ctx, undefined, fake.deps)).toMatchObject({ deadlineReminders: true, reportEmails: false });
    const out = await setPreferences(ctx, parsePayload('user_setPreferences', { reportEmails: true }), fake.deps);
    expect(out).toMatchObject({ deadlineReminders: true, reportEmails: true });
    expect(fake.player(ctx.uid)).toMatchObject({ deadlineReminders: true, reportEmails: true });
    const off = await setPreferences(ctx, parsePayload('user_setPreferences', { deadlineReminders: false }), fake.deps);
    expect(off).toMatchObject({ deadlineReminders: false, reportEmails: true });
    expect(fake.player(ctx.uid)).toMatchObject({ deadlineReminders: false, reportEmails: true });
  });

  it('both at once, and a payload with neither is refused', async () => {
    const fake = fakePlayerDeps();
    const ctx = callerCtx();
    await getProfile(ctx, undefined, fake.deps);
    expect(
      await setPreferences(
        ctx,
        parsePayload('user_setPreferences', { deadlineReminders: false, reportEmails: true }),
        fake.deps,
      ),
    ).toMatchObject({
      deadlineReminders: false,
      reportEmails: true,
    });
    expect(() => parsePayload('user_setPreferences', {})).toThrow(
      /Give deadlineReminders, reportEmails or teamReportEmails/,
    );
    expect(() => parsePayload('user_setPreferences', { reportEmails: 'yes' })).toThrow();
  });
});
