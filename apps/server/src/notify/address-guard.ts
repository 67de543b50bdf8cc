import dns from 'node:dns';
import net from 'node:net';

/**
 * Addresses a notification may never be sent to unless the operator allows
 * private addresses (NOTIFY_ALLOW_PRIVATE): the server's own loopback, the
 * private and link-local networks (169.254.169.254 is a cloud's metadata
 * service), carrier-grade NAT, multicast and the unspecified addresses. A
 * webhook URL or a push endpoint is given by a player; without this, the
 * server would post wherever they point it, inside its own network too.
 */
const FORBIDDEN = new net.BlockList();
for (const [net4, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  FORBIDDEN.addSubnet(net4, bits, 'ipv4');
for (const [net6, bits] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  FORBIDDEN.addSubnet(net6, bits, 'ipv6');

/** IPv6 forms that carry an IPv4 address (mapped ::ffff:a.b.c.d, NAT64 64:ff9b::/96, 6to4 2002::/16): the IPv4 address decides. */
function embeddedIpv4(address: string): string | null {
  const lower = address.toLowerCase();
  const dotted = /^(?:::ffff:(?:0:)?|64:ff9b::)(\d+\.\d+\.\d+\.\d+)$/.exec(lower);
  if (dotted) return dotted[1];
  const words = expandIpv6(lower);
  if (!words) return null;
  const fromWords = (hi: number, lo: number) => `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;
  // ::ffff:7f00:1 and 64:ff9b::7f00:1
  if (words.slice(0, 5).every((w) => w === 0) && words[5] === 0xffff) return fromWords(words[6], words[7]);
  if (words[0] === 0x64 && words[1] === 0xff9b && words.slice(2, 6).every((w) => w === 0))
    return fromWords(words[6], words[7]);
  if (words[0] === 0x2002) return fromWords(words[1], words[2]);
  return null;
}

function expandIpv6(address: string): number[] | null {
  if (!net.isIPv6(address) || address.includes('.')) return null;
  const [head, tail] = address.split('::');
  const part = (s: string | undefined) => (s ? s.split(':').map((w) => parseInt(w, 16)) : []);
  const a = part(head);
  const b = part(tail);
  return tail === undefined ? a : [...a, ...Array(8 - a.length - b.length).fill(0), ...b];
}

/** Whether `address` (an IP address, as DNS answered it) is one no notification may go to while private addresses are not allowed. */
export function isForbiddenAddress(address: string): boolean {
  const family = net.isIP(address);
  if (family === 0) return true;
  if (family === 4) return FORBIDDEN.check(address, 'ipv4');
  const v4 = embeddedIpv4(address);
  if (v4 !== null) return FORBIDDEN.check(v4, 'ipv4');
  return FORBIDDEN.check(address, 'ipv6');
}

/** Where outgoing notifications may go. */
export interface AddressPolicy {
  /** Whether a connection to this resolved address is allowed. */
  allows(address: string): boolean;
  /** Whether plain http:// is allowed (only where private addresses are, for self-hosted chat servers). */
  plainHttp: boolean;
  /** How names are resolved (tests give names of their own). */
  lookup?: typeof dns.lookup;
}

/** The operator's policy: public addresses over https only, unless NOTIFY_ALLOW_PRIVATE. */
export function addressPolicy(allowPrivate: boolean): AddressPolicy {
  return { allows: (address) => allowPrivate || !isForbiddenAddress(address), plainHttp: allowPrivate };
}

/** A refusal to send somewhere: the URL or what its name resolves to is not allowed. */
export class ForbiddenDestination extends Error {
  readonly code = 'forbidden_destination';
}

/**
 * A `lookup` for http(s).request that refuses, after resolution, any
 * address the policy forbids, so that the address checked is the address
 * connected to (a name cannot resolve to a public address for the check and
 * to a private one for the connection). Every address a name resolves to
 * must be allowed.
 */
export function guardedLookup(policy: AddressPolicy): net.LookupFunction {
  const resolve = policy.lookup ?? dns.lookup;
  return ((
    hostname: string,
    options: dns.LookupOptions,
    callback: (err: Error | null, address: string | dns.LookupAddress[], family?: number) => void,
  ) => {
    resolve(hostname, { ...options, all: true }, (err, addresses) => {
      if (err) return callback(err, '', 0);
      const list = addresses as dns.LookupAddress[];
      const refused = list.find((a) => !policy.allows(a.address));
      if (list.length === 0 || refused)
        return callback(
          new ForbiddenDestination(`${hostname} resolves to an address notifications may not go to`),
          '',
          0,
        );
      if (options.all) return callback(null, list);
      callback(null, list[0].address, list[0].family);
    });
  }) as net.LookupFunction;
}

/**
 * Checks a URL before anything is sent to it: a scheme the policy allows,
 * no credentials, and, for an address written as such, an allowed one
 * (Node connects to a literal address without asking `lookup`). Returns the
 * URL or throws ForbiddenDestination with a sentence.
 */
export function checkUrl(raw: string, policy: AddressPolicy): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ForbiddenDestination('That is not a web address.');
  }
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && policy.plainHttp))
    throw new ForbiddenDestination('Only https addresses are allowed.');
  if (url.username || url.password)
    throw new ForbiddenDestination('The address may not carry a user name or password.');
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (net.isIP(host) !== 0 && !policy.allows(host))
    throw new ForbiddenDestination('That address is in a private or reserved network.');
  return url;
}

/** Resolves the URL's name now and checks every address (delivery checks again, at connection time). */
export async function checkResolved(url: URL, policy: AddressPolicy): Promise<void> {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (net.isIP(host) !== 0) return;
  const lookup = guardedLookup(policy);
  await new Promise<void>((resolve, reject) => {
    lookup(host, { all: true }, (err) =>
      err
        ? reject(err instanceof ForbiddenDestination ? err : new ForbiddenDestination(`${host} could not be resolved.`))
        : resolve(),
    );
  });
}
