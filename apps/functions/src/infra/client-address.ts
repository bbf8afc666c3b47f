import { BlockList, isIPv4, isIPv6 } from 'node:net';

/**
 * The client's address, as the per-address rate limit keys it. A callable sits behind
 * Google's front end, which appends what it saw to X-Forwarded-For; a client can put anything in
 * front of that, so the address is the rightmost entry that is not one of Google's proxies (or a
 * private, loopback or link-local hop), else the socket's peer. IPv6 addresses are keyed by their
 * /64: one host is usually given a whole /64.
 */

/** Google front end and health-check ranges (load-balancing docs' "trusted proxies"), and addresses no client has. */
const TRUSTED = new BlockList();
for (const [net, prefix] of [
  ['130.211.0.0', 22],
  ['35.191.0.0', 16],
  ['10.0.0.0', 8],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['169.254.0.0', 16],
  ['127.0.0.0', 8],
  ['100.64.0.0', 10],
] as const) {
  TRUSTED.addSubnet(net, prefix, 'ipv4');
}
for (const [net, prefix] of [
  ['fc00::', 7],
  ['fe80::', 10],
  ['::1', 128],
] as const) {
  TRUSTED.addSubnet(net, prefix, 'ipv6');
}

/** A bare address: brackets, a port and an IPv4-mapped IPv6 prefix removed; null when it is no address. */
export function bareAddress(raw: string): string | null {
  let a = raw.trim();
  const bracket = /^\[([^\]]+)\](?::\d+)?$/.exec(a);
  if (bracket) a = bracket[1] as string;
  else if (/^\d{1,3}(\.\d{1,3}){3}:\d+$/.test(a)) a = a.slice(0, a.lastIndexOf(':'));
  if (/^::ffff:\d{1,3}(\.\d{1,3}){3}$/i.test(a)) a = a.slice(7);
  return isIPv4(a) || isIPv6(a) ? a : null;
}

function isTrusted(address: string): boolean {
  return TRUSTED.check(address, isIPv4(address) ? 'ipv4' : 'ipv6');
}

/** An IPv6 address's first four groups (its /64), fully written out; an IPv4 address as it is. */
export function addressKey(address: string): string {
  if (isIPv4(address)) return address;
  const [head = '', tail = ''] = address.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = address.includes('::') ? (tail ? tail.split(':') : []) : [];
  const groups = address.includes('::')
    ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.padStart(4, '0'))
    .join(':')}::/64`;
}

export interface RequestLike {
  headers?: Record<string, string | string[] | undefined>;
  ip?: string;
  socket?: { remoteAddress?: string | undefined };
}

/** The key of the client's address for this request, or null when none can be told (no limit applied). */
export function clientAddress(req: RequestLike | undefined): string | null {
  if (!req) return null;
  const header = req.headers?.['x-forwarded-for'];
  const hops = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((h) => bareAddress(h))
    .filter((h): h is string => h !== null);
  for (let i = hops.length - 1; i >= 0; i--) {
    const hop = hops[i] as string;
    if (!isTrusted(hop)) return addressKey(hop);
  }
  const peer = bareAddress(req.socket?.remoteAddress ?? req.ip ?? '');
  // The last trusted hop (a proxy on loopback, the emulator) when nothing else is known.
  const fallback = peer ?? hops[0] ?? null;
  return fallback ? addressKey(fallback) : null;
}
