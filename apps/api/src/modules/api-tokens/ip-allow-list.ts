import { BlockList, isIP } from 'node:net';

/** `::ffff:10.0.0.1` is 10.0.0.1: a dual-stack socket reports IPv4 callers so. */
export const plainAddress = (ip: string) =>
  ip.startsWith('::ffff:') && isIP(ip.slice(7)) === 4 ? ip.slice(7) : ip;

/** A list of addresses and CIDR ranges; `problems` names each entry that is neither. */
export const parseAllowList = (entries: readonly string[]) => {
  const list = new BlockList();
  const problems: string[] = [];
  for (const entry of entries) {
    const [address = '', bits] = entry.split('/');
    const family = isIP(address);
    const max = family === 4 ? 32 : 128;
    const prefix = bits === undefined ? max : Number(bits);
    if (!family || !Number.isInteger(prefix) || prefix < 0 || prefix > max) {
      problems.push(`ipAllowList: "${entry}" is not an IP address or CIDR range`);
      continue;
    }
    list.addSubnet(address, prefix, family === 4 ? 'ipv4' : 'ipv6');
  }
  return { list, problems };
};

/** Whether `ip` is allowed by `entries`; an empty list allows every address. */
export const addressAllowed = (entries: readonly string[], ip: string) => {
  if (!entries.length) return true;
  const address = plainAddress(ip);
  const family = isIP(address);
  if (!family) return false;
  return parseAllowList(entries).list.check(address, family === 4 ? 'ipv4' : 'ipv6');
};
