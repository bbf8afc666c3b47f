import { describe, expect, it } from 'vitest';
import { addressKey, bareAddress, clientAddress } from './client-address';

const req = (xff: string | undefined, peer = '169.254.1.1') => ({
  headers: xff === undefined ? {} : { 'x-forwarded-for': xff },
  socket: { remoteAddress: peer },
});

describe('clientAddress (the per-address limit)', () => {
  it('takes the rightmost address that is not a Google proxy: what a client prepends is ignored', () => {
    expect(clientAddress(req('203.0.113.7'))).toBe('203.0.113.7');
    // Google's front end appends the client, then itself.
    expect(clientAddress(req('203.0.113.7, 35.191.10.20'))).toBe('203.0.113.7');
    expect(clientAddress(req('203.0.113.7,130.211.1.2'))).toBe('203.0.113.7');
    // A client rotating forged entries still lands in its own bucket.
    for (const forged of ['1.1.1.1', '9.9.9.9, 8.8.8.8', 'not-an-ip', '']) {
      expect(clientAddress(req(`${forged}, 198.51.100.4, 35.191.0.1`))).toBe('198.51.100.4');
    }
  });

  it('falls back to the socket peer when no hop is a client (the emulator, a direct call)', () => {
    expect(clientAddress(req(undefined, '::ffff:127.0.0.1'))).toBe('127.0.0.1');
    expect(clientAddress(req('127.0.0.1', '127.0.0.1'))).toBe('127.0.0.1');
    expect(clientAddress({ headers: {}, ip: '192.0.2.9' })).toBe('192.0.2.9');
    expect(clientAddress(undefined)).toBeNull();
    expect(clientAddress({ headers: {} })).toBeNull();
  });

  it('keys IPv6 by its /64: one host cannot walk its own prefix to get new buckets', () => {
    expect(clientAddress(req('2001:db8:1:2:aaaa::1'))).toBe('2001:0db8:0001:0002::/64');
    expect(clientAddress(req('2001:db8:1:2:ffff:eeee:dddd:cccc'))).toBe('2001:0db8:0001:0002::/64');
    expect(clientAddress(req('[2001:db8::5]:443'))).toBe('2001:0db8:0000:0000::/64');
    expect(addressKey('::1')).toBe('0000:0000:0000:0000::/64');
  });

  it('reads ports, brackets and mapped IPv4 forms, and nothing that is not an address', () => {
    expect(bareAddress('203.0.113.7:5000')).toBe('203.0.113.7');
    expect(bareAddress('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(bareAddress('unknown')).toBeNull();
    expect(bareAddress('<script>')).toBeNull();
  });
});
