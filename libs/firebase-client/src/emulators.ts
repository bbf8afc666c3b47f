/**
 * Emulator decisions that do not need Firebase itself (pure, unit-tested).
 */

const IPV4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;

/** True for a literal IPv4 or IPv6 address (as `location.hostname` spells it). */
export function isIpAddressHost(hostname: string): boolean {
  const v4 = IPV4.exec(hostname);
  if (v4) return v4.slice(1).every((part) => Number(part) <= 255);
  const bare = hostname.startsWith('[') && hostname.endsWith(']') ? hostname.slice(1, -1) : hostname;
  return bare.includes(':') && /^[0-9a-f:.]+$/i.test(bare);
}

/** Emulators on localhost, on an IP-address host, or when the build flag says so. */
export function shouldUseEmulators(hostname: string, flag: boolean): boolean {
  return flag || hostname === 'localhost' || hostname.endsWith('.localhost') || isIpAddressHost(hostname);
}

function base64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/**
 * An unsigned App Check token for the Functions emulator, which verifies no signature. Never
 * valid in production (alg none), so it cannot leak into a real project.
 */
export function emulatorAppCheckToken(
  appId: string,
  nowMs: number,
  ttlMs = 60 * 60 * 1000,
): { token: string; expireTimeMillis: number } {
  const iat = Math.floor(nowMs / 1000);
  const exp = Math.floor((nowMs + ttlMs) / 1000);
  const token = `${base64Url(JSON.stringify({ alg: 'none', typ: 'JWT' }))}.${base64Url(
    JSON.stringify({ sub: appId, iat, exp, aud: ['projects/emulator'] }),
  )}.`;
  return { token, expireTimeMillis: exp * 1000 };
}

export const EMULATORS_CONNECTED_MESSAGE = 'Connected to Firebase Emulators';
