import ipaddr from 'ipaddr.js';

/** The global unicast block of IPv6 (RFC 4291): everything outside it is special in some way. */
const IPV6_GLOBAL_UNICAST = ipaddr.IPv6.parseCIDR('2000::/3');

/**
 * Why an IP address is not a public internet address, or undefined when it is one. The server
 * reaches addresses a person gave it (a push endpoint) only when they are public: never loopback,
 * private networks (10/8, 172.16/12, 192.168/16, fc00::/7), link-local (169.254/16 with the cloud
 * metadata address 169.254.169.254, fe80::/10), carrier-grade NAT (100.64/10), unspecified,
 * multicast, broadcast, documentation or other reserved ranges. An IPv4 address written as IPv6
 * (`::ffff:127.0.0.1`, `::ffff:7f00:1`) is judged as the IPv4 address it is; IPv6 translation
 * prefixes that embed an IPv4 address (NAT64 64:ff9b::/96, 6to4 2002::/16, Teredo) are refused, as
 * is anything outside 2000::/3. The ranges are ipaddr.js's (the same classifier Fastify's
 * proxy-addr uses); only its 'unicast' class passes.
 */
export function nonPublicReason(address: string): string | undefined {
  let parsed: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    // process() turns an IPv4-mapped IPv6 address into the IPv4 address it carries.
    parsed = ipaddr.process(address.replace(/^\[|\]$/g, ''));
  } catch {
    return 'not an IP address';
  }
  const range = parsed.range();
  if (range !== 'unicast') return rangeWords(range);
  if (parsed.kind() === 'ipv6' && !parsed.match(IPV6_GLOBAL_UNICAST)) return 'a reserved IPv6 address';
  return undefined;
}

/** Whether an IP address is a loopback one (127/8, ::1, or 127/8 written as IPv6). */
export function isLoopback(address: string): boolean {
  try {
    return ipaddr.process(address.replace(/^\[|\]$/g, '')).range() === 'loopback';
  } catch {
    return false;
  }
}

function rangeWords(range: string): string {
  switch (range) {
    case 'loopback':
      return 'a loopback address';
    case 'private':
    case 'uniqueLocal':
      return 'a private network address';
    case 'linkLocal':
      return 'a link-local address (such as the cloud metadata service)';
    case 'carrierGradeNat':
      return 'a carrier-grade NAT address';
    case 'unspecified':
      return 'the unspecified address';
    default:
      return `a special-purpose address (${range})`;
  }
}
