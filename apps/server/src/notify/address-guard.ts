import dns from 'node:dns';
import net from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * Addresses a notification may go to while the operator does not allow
 * private ones (NOTIFY_ALLOW_PRIVATE): public unicast addresses only, as
 * ipaddr.js (a maintained list of the IANA special-purpose registries)
 * classifies them. A webhook URL or a push endpoint is given by a player;
 * without this, the server would post wherever they point it, inside its own
 * network too (169.254.169.254 is a cloud's metadata service). An allowlist,
 * not a list of private ranges: issue 48 reached 127.0.0.1 through four IPv6
 * forms a list of forbidden ranges had missed.
 */
const PUBLIC = 'unicast';

/** IANA's global unicast block: every public IPv6 address is in it; anything outside (::/8 with the deprecated ::a.b.c.d forms, 64:ff9b:1::/48, ...) is not public. */
const GLOBAL_UNICAST_V6 = ipaddr.IPv6.parseCIDR('2000::/3');

/** The well-known NAT64 prefix (RFC 6052): a server on an IPv6-only network reaches IPv4 hosts through it, so the IPv4 address it carries decides. */
const NAT64_WELL_KNOWN = ipaddr.IPv6.parseCIDR('64:ff9b::/96');

function publicV4(address: ipaddr.IPv4): boolean {
  return address.range() === PUBLIC;
}

/**
 * IPv6: a mapped address (::ffff:a.b.c.d, a connection to that IPv4 address)
 * and the well-known NAT64 prefix are judged by the IPv4 address they carry;
 * any other form that carries an IPv4 address (the deprecated ::a.b.c.d,
 * RFC 6145's ::ffff:0:a.b.c.d, local-use NAT64, 6to4, Teredo) is refused
 * whole, as is anything outside 2000::/3.
 */
function publicV6(address: ipaddr.IPv6): boolean {
  if (address.isIPv4MappedAddress()) return publicV4(address.toIPv4Address());
  if (address.match(NAT64_WELL_KNOWN)) return publicV4(ipaddr.IPv4.parse(lastFourBytes(address)));
  return address.match(GLOBAL_UNICAST_V6) && address.range() === PUBLIC;
}

const lastFourBytes = (address: ipaddr.IPv6) => address.toByteArray().slice(12).join('.');

/** Whether `address` (an IP address, as DNS answered it or a URL wrote it) is one no notification may go to while private addresses are not allowed. */
export function isForbiddenAddress(address: string): boolean {
  // Node's parser first: ipaddr.js would also read forms such as "0x7f.1" that no connection is made to.
  const family = net.isIP(address);
  if (family === 0) return true;
  return family === 4 ? !publicV4(ipaddr.IPv4.parse(address)) : !publicV6(ipaddr.IPv6.parse(address));
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

/** Why a destination was refused, so that a refusal can name the case in the player's language. */
export type ForbiddenReason = 'not_url' | 'scheme' | 'credentials' | 'private' | 'unresolved';

/** A refusal to send somewhere: the URL or what its name resolves to is not allowed. */
export class ForbiddenDestination extends Error {
  readonly code = 'forbidden_destination';
  constructor(
    message: string,
    readonly reason: ForbiddenReason = 'private',
  ) {
    super(message);
  }
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
    throw new ForbiddenDestination('That is not a web address.', 'not_url');
  }
  // Where plain http is allowed, saying "only https" would send the host looking for a certificate they need not have.
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && policy.plainHttp))
    throw new ForbiddenDestination(
      policy.plainHttp ? 'Only http and https addresses are allowed.' : 'Only https addresses are allowed.',
      'scheme',
    );
  if (url.username || url.password)
    throw new ForbiddenDestination('The address may not carry a user name or password.', 'credentials');
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
        ? reject(
            err instanceof ForbiddenDestination
              ? err
              : new ForbiddenDestination(`${host} could not be resolved.`, 'unresolved'),
          )
        : resolve(),
    );
  });
}
