import ipaddr from 'ipaddr.js';

/**
 * Whether the server may connect to an address on a user's behalf: only a public unicast
 * address (ipaddr.js's ranges, from the IANA special-purpose registries). Refused: loopback,
 * private (10/8, 172.16/12, 192.168/16), link-local with the cloud metadata service
 * (169.254.169.254), carrier-grade NAT, unspecified, broadcast, multicast, reserved and
 * documentation ranges; in IPv6 also unique-local (fc00::/7), and every address that carries
 * an IPv4 one (IPv4-mapped ::ffff:0:0/96, NAT64, 6to4, Teredo), whatever the IPv4 inside.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  const parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) return false;
  return parsed.range() === 'unicast';
}
