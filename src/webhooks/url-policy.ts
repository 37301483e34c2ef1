/**
 * Where Vitae may send webhooks (server-side request forgery). A callback URL is chosen by a
 * client, so without a policy any client could make Vitae POST into the operator's own network
 * (cloud metadata at 169.254.169.254, an admin port on localhost, a database on 10.x).
 *
 * The choice: HTTPS only, no credentials in the URL, and no loopback, private, link-local,
 * shared, multicast or reserved address — checked twice. At registration, on what the URL says
 * (an IP literal, `localhost`, single-label and internal-only names). At each delivery, on every
 * address the host name resolves to, and the connection goes to the address that was checked
 * (see webhook-sender.ts), so a name that resolves elsewhere later (DNS rebinding) is caught.
 * Redirects are never followed. Two settings relax this for development and tests:
 * VITAE_WEBHOOK_ALLOW_HTTP and VITAE_WEBHOOK_ALLOW_PRIVATE.
 */
import { BlockList, isIP } from 'node:net';
import { BadRequestError } from '../errors/app-errors.ts';

export interface UrlPolicy {
  allowHttp: boolean;
  allowPrivateNetworks: boolean;
}

const blocked = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, cloud metadata
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const) {
  blocked.addSubnet(net, prefix, 'ipv4');
}
for (const [net, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b:1::', 48], // local-use NAT64 (RFC 8215): translates into the operator's own network
  ['2001::', 32], // Teredo: the client's IPv4 address is hidden (inverted) inside
  ['2001:10::', 28], // ORCHID
  ['100::', 64], // discard
  ['2001:db8::', 32], // documentation
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
] as const) {
  blocked.addSubnet(net, prefix, 'ipv6');
}

/** The eight 16-bit groups of an IPv6 address (with or without a dotted IPv4 tail), or undefined. */
function ipv6Groups(ip: string): number[] | undefined {
  let text = ip.toLowerCase();
  const tail = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (tail) {
    const [a, b, c, d] = tail.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, tail.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const halves = text.split('::');
  if (halves.length > 2) return undefined;
  const head = halves[0] ? halves[0].split(':') : [];
  const rest = halves.length === 2 && halves[1] ? halves[1].split(':') : [];
  const fill = halves.length === 2 ? 8 - head.length - rest.length : 0;
  const groups = [...head, ...Array<string>(Math.max(0, fill)).fill('0'), ...rest].map((g) => Number.parseInt(g, 16));
  return groups.length === 8 && groups.every((g) => Number.isInteger(g) && g >= 0 && g <= 0xffff) ? groups : undefined;
}

const dotted = (hi: number, lo: number): string => `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;

/**
 * The IPv4 address an IPv6 address carries, for every standard embedding a packet can be routed
 * through to that IPv4 host: IPv4-compatible (::a.b.c.d), IPv4-mapped (::ffff:a.b.c.d),
 * IPv4-translated (::ffff:0:a.b.c.d), NAT64 (64:ff9b::/96) and
 * 6to4 (2002:AABB:CCDD::/48). `[::7f00:1]` is loopback as surely as `127.0.0.1`.
 */
function embeddedIpv4(groups: number[]): string | undefined {
  const [g0, g1, g2, , g4, g5, g6, g7] = groups as [number, number, number, number, number, number, number, number];
  const zeroTo = (n: number) => groups.slice(0, n).every((g) => g === 0);
  if (zeroTo(6)) return dotted(g6, g7);
  if (zeroTo(5) && g5 === 0xffff) return dotted(g6, g7);
  if (zeroTo(4) && g4 === 0xffff && g5 === 0) return dotted(g6, g7);
  if (g0 === 0x64 && g1 === 0xff9b && groups.slice(2, 6).every((g) => g === 0)) return dotted(g6, g7);
  if (g0 === 0x2002) return dotted(g1, g2);
  return undefined;
}

/** True for an address on the public internet; false for loopback, private, reserved and the like. */
export function isPublicAddress(ip: string): boolean {
  const bare = ip.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  const family = isIP(bare);
  if (family === 4) return !blocked.check(bare, 'ipv4');
  if (family === 6) {
    const groups = ipv6Groups(bare);
    if (!groups) return false;
    const v4 = embeddedIpv4(groups);
    if (v4) return isPublicAddress(v4);
    return !blocked.check(bare, 'ipv6');
  }
  return false;
}

const INTERNAL_NAMES = /(^|\.)(localhost|local|internal|intranet|lan|home\.arpa|localdomain)$/i;

function refuse(detail: string): never {
  throw new BadRequestError(detail, 'invalid_webhook_url');
}

/** Checks a callback URL against the policy at registration; returns it normalized. */
export function checkWebhookUrl(raw: string, policy: UrlPolicy): string {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return refuse('the webhook URL is not an absolute URL');
  }
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && policy.allowHttp)) {
    refuse(policy.allowHttp ? 'the webhook URL must use https or http' : 'the webhook URL must use https');
  }
  if (url.username || url.password) refuse('the webhook URL must not carry credentials; use the signing secret to authenticate Vitae');
  if (url.hash) refuse('the webhook URL must not have a fragment');
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (!policy.allowPrivateNetworks) {
    if (isIP(host)) {
      if (!isPublicAddress(host)) refuse('the webhook URL points to a loopback, private or reserved address');
    } else if (!host.replace(/\.+$/, '').includes('.') || INTERNAL_NAMES.test(host.replace(/\.+$/, ''))) {
      // "intranet." and "localhost." are single-label names too: the trailing dot only roots them
      refuse('the webhook URL must name a public host');
    }
  }
  return url.toString();
}
