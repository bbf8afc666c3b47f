import { emulatorAppCheckToken, isIpAddressHost, shouldUseEmulators } from './emulators';

describe('shouldUseEmulators', () => {
  it.each([
    ['localhost', false, true],
    ['app.localhost', false, true],
    ['127.0.0.1', false, true],
    ['192.168.1.20', false, true],
    ['[::1]', false, true],
    ['::1', false, true],
    ['fraudshield.web.app', false, false],
    ['example.com', false, false],
    ['999.1.1.1', false, false],
    ['fraudshield.web.app', true, true],
  ])('%s (flag %s) → %s', (host, flag, expected) => {
    expect(shouldUseEmulators(host, flag)).toBe(expected);
  });

  it('recognises IP literals only', () => {
    expect(isIpAddressHost('10.0.0.1')).toBe(true);
    expect(isIpAddressHost('10.0.0')).toBe(false);
    expect(isIpAddressHost('fe80::1')).toBe(true);
    expect(isIpAddressHost('cafe.example')).toBe(false);
  });
});

describe('emulatorAppCheckToken', () => {
  it('is an unsigned JWT with the app id as subject and a one-hour expiry', () => {
    const now = Date.UTC(2026, 0, 1);
    const { token, expireTimeMillis } = emulatorAppCheckToken('1:2:web:3', now);
    const [header, payload, signature] = token.split('.');
    const decode = (part: string) => JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    expect(decode(header as string)).toEqual({ alg: 'none', typ: 'JWT' });
    expect(decode(payload as string)).toMatchObject({ sub: '1:2:web:3', iat: now / 1000, exp: now / 1000 + 3600 });
    expect(signature).toBe('');
    expect(expireTimeMillis).toBe(now + 3_600_000);
  });
});
