import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/**
 * Addresses a webhook may never reach (SSRF): private, loopback, link-local (cloud metadata at
 * 169.254.169.254 included), carrier-grade NAT, unspecified, multicast, documentation and
 * reserved ranges, and their IPv6 forms (IPv4-mapped addresses are checked as IPv4).
 */
const BLOCKED_V4: [string, number][] = [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
];
const BLOCKED_V6: [string, number][] = [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
];
const blocked = new BlockList();
for (const [a, p] of BLOCKED_V4) blocked.addSubnet(a, p, 'ipv4');
for (const [a, p] of BLOCKED_V6) blocked.addSubnet(a, p, 'ipv6');

const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

const mappedV4 = (ip: string) => {
  const m = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  return m ? m[1]! : undefined;
};

/** Why `ip` may not be called, or undefined when it may. Loopback is allowed only when asked. */
const refusalOf = (ip: string, opts: { allowLoopback: boolean }): string | undefined => {
  const v4 = mappedV4(ip) ?? (isIP(ip) === 4 ? ip : undefined);
  const family = v4 ? 'ipv4' : 'ipv6';
  const address = v4 ?? ip;
  if (!isIP(address)) return `"${ip}" is not an IP address`;
  if (opts.allowLoopback && loopback.check(address, family)) return undefined;
  if (blocked.check(address, family))
    return `${address}, a private, loopback, link-local or reserved address`;
  return undefined;
};

/**
 * Resolves a host at send time and returns the one address to connect to, after checking every
 * address the name has (a name with one private address among public ones is refused).
 */
export const resolveSafeAddress = async (
  host: string,
  opts: { allowLoopback: boolean },
): Promise<{ address: string; family: 4 | 6 }> => {
  const bare = host.replace(/^\[|\]$/g, '');
  const found = isIP(bare)
    ? [{ address: bare, family: isIP(bare) as 4 | 6 }]
    : ((await lookup(bare, { all: true, verbatim: true })) as { address: string; family: 4 | 6 }[]);
  if (!found.length) throw new Error(`${host} does not resolve`);
  for (const a of found) {
    const refusal = refusalOf(a.address, opts);
    if (refusal) throw new Error(`Refused: ${host} resolves to ${refusal}`);
  }
  return found[0]!;
};
