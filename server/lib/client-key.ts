import { isIPv4, isIPv6 } from 'node:net';

/**
 * The key a per-client limit counts under, from a client's address. An IPv4 address is its own key. An IPv6 client
 * is keyed by its /64: one subscriber is normally handed a whole /64, so keying the full address would give anyone
 * 2^64 fresh budgets. An IPv4 address written in IPv6 form (`::ffff:192.0.2.1`) keys as the IPv4 address.
 */
export function clientKey(address: string): string {
  const bare = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(bare);
  if (mapped && isIPv4(mapped[1]!)) return mapped[1]!;
  if (isIPv4(bare)) return bare;
  if (!isIPv6(bare)) return address;
  return `${expandIPv6(bare).slice(0, 4).join(':')}::/64`;
}

/** The eight 16-bit groups of an IPv6 address, each as lower-case hex without leading zeros. */
function expandIPv6(address: string): string[] {
  let text = address.toLowerCase();
  // A trailing dotted quad stands for the last two groups.
  const quad = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (quad) {
    const [a, b, c, d] = quad.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, quad.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const front = head ? head.split(':') : [];
  const back = tail ? tail.split(':') : [];
  const middle = tail === undefined ? [] : Array<string>(8 - front.length - back.length).fill('0');
  return [...front, ...middle, ...back].map((group) => parseInt(group, 16).toString(16));
}

/**
 * Who a request counts against, for every per-client limit: `clientKey` of the address Fastify names the client by
 * (`request.ip`, which believes forwarding headers only from the proxies TRUST_PROXY lists). A page's in-process calls
 * to this server's own API and search endpoint (server rendering) carry the visitor's address as their socket
 * address, which `app.inject` can set and no network client can, so they count against that visitor, never against
 * the server itself.
 */
export function clientKeyOf(request: { ip: string }): string {
  return clientKey(request.ip);
}
