import { lookup } from 'node:dns/promises';
import ipaddr from 'ipaddr.js';

// The SMTP server of the e-mail settings is typed by an admin, and the platform connects to
// it from inside its own network: without this check, "Enviar e-mail de teste" (or any
// e-mail) would reach the server's loopback, the cloud metadata address or the private
// network behind it. Only public unicast addresses are allowed, unless the operator says
// otherwise (SMTP_ALLOW_PRIVATE_HOSTS=true, for a relay on the same machine or network).
// SMTP_URL, set by the operator, is not checked.

const GLOBAL_UNICAST_V6 = ipaddr.parseCIDR('2000::/3');

/**
 * True for an address on the public Internet. Refused: loopback, private (10/8, 172.16/12,
 * 192.168/16), link-local (169.254/16, fe80::/10), unspecified (0.0.0.0/8, ::), carrier-grade
 * NAT (100.64/10: a provider's internal network), multicast, broadcast, reserved and
 * documentation ranges, unique-local (fc00::/7), and every IPv6 address outside 2000::/3 or
 * in a transition range (6to4, NAT64, Teredo); an IPv4-mapped one (::ffff:a.b.c.d) is judged
 * as its IPv4 address.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  const parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv4') return parsed.range() === 'unicast';
  const v6 = parsed as ipaddr.IPv6;
  if (v6.isIPv4MappedAddress()) return v6.toIPv4Address().range() === 'unicast';
  return v6.range() === 'unicast' && v6.match(GLOBAL_UNICAST_V6);
}

export type SmtpHostCheck = { ok: true; address: string } | { ok: false; reason: 'not-found' | 'private'; addresses: string[] };

/**
 * Resolves the host (every address, as the connection would) and refuses it when any of
 * them is not public, so a name that answers both a public and a private address cannot
 * slip through. The caller connects to the returned address, not to the name again (a
 * second resolution could answer differently).
 */
export async function checkSmtpHost(host: string, allowPrivate: boolean): Promise<SmtpHostCheck> {
  const bare = host.replace(/^\[(.*)\]$/, '$1');
  let addresses: string[];
  try {
    addresses = ipaddr.isValid(bare) ? [bare] : (await lookup(bare, { all: true, verbatim: true })).map((entry) => entry.address);
  } catch {
    return { ok: false, reason: 'not-found', addresses: [] };
  }
  if (addresses.length === 0) return { ok: false, reason: 'not-found', addresses };
  if (!allowPrivate && !addresses.every(isPublicAddress)) return { ok: false, reason: 'private', addresses };
  return { ok: true, address: addresses[0]! };
}
