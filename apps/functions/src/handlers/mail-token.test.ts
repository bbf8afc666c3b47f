import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signUnsubscribeToken, verifyUnsubscribeToken } from './mail-token';

const SECRET = 'test-secret-0123456789abcdef';

describe('unsubscribe tokens', () => {
  it('round-trips the player and the switch', () => {
    const token = signUnsubscribeToken(SECRET, 'uid-1', 'reminders');
    expect(verifyUnsubscribeToken(SECRET, token)).toEqual({ uid: 'uid-1', which: 'reminders' });
    expect(verifyUnsubscribeToken(SECRET, signUnsubscribeToken(SECRET, 'uid-2', 'reports'))).toEqual({
      uid: 'uid-2',
      which: 'reports',
    });
  });

  it('gives each letter its own token (a nonce), and still accepts a first-version token (no nonce)', () => {
    const a = signUnsubscribeToken(SECRET, 'uid-1', 'reminders');
    const b = signUnsubscribeToken(SECRET, 'uid-1', 'reminders');
    expect(a).not.toBe(b);
    expect(verifyUnsubscribeToken(SECRET, b)).toEqual({ uid: 'uid-1', which: 'reminders' });
    const payload = Buffer.from(JSON.stringify({ v: 'u1', u: 'uid-1', s: 'reports' })).toString('base64url');
    const mac = createHmac('sha256', SECRET).update(`fraudshield-unsubscribe.${payload}`).digest('base64url');
    expect(verifyUnsubscribeToken(SECRET, `${payload}.${mac}`)).toEqual({ uid: 'uid-1', which: 'reports' });
  });

  it('refuses a token signed with another secret', () => {
    const token = signUnsubscribeToken('another-secret-0123456789', 'uid-1', 'reminders');
    expect(verifyUnsubscribeToken(SECRET, token)).toBeNull();
  });

  it('refuses a payload changed to another player or switch, keeping the signature', () => {
    const token = signUnsubscribeToken(SECRET, 'uid-1', 'reminders');
    const [, signature] = token.split('.');
    const forgedUid = Buffer.from(JSON.stringify({ v: 'u1', u: 'victim', s: 'reminders' })).toString('base64url');
    const forgedSwitch = Buffer.from(JSON.stringify({ v: 'u1', u: 'uid-1', s: 'reports' })).toString('base64url');
    expect(verifyUnsubscribeToken(SECRET, `${forgedUid}.${signature}`)).toBeNull();
    expect(verifyUnsubscribeToken(SECRET, `${forgedSwitch}.${signature}`)).toBeNull();
  });

  it('refuses malformed tokens', () => {
    const token = signUnsubscribeToken(SECRET, 'uid-1', 'reminders');
    for (const bad of [
      '',
      'abc',
      `${token}.x`,
      token.slice(0, -2),
      `${token.split('.')[0]}.`,
      42,
      null,
      undefined,
      'a'.repeat(2000),
    ]) {
      expect(verifyUnsubscribeToken(SECRET, bad), String(bad).slice(0, 20)).toBeNull();
    }
  });

  it('refuses to sign or check with a missing or short secret', () => {
    expect(() => signUnsubscribeToken('', 'uid-1', 'reminders')).toThrow(/MAIL_TOKEN_SECRET/);
    expect(() => verifyUnsubscribeToken('short', 'x.y')).toThrow(/MAIL_TOKEN_SECRET/);
  });
});
