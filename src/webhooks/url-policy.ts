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
  ['100::', 64], // discard
  ['2001:db8::', 32], // documentation
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
] as const) {
  blocked.addSubnet(net, prefix, 'ipv6');
}

/** The IPv4 address inside an IPv4-mapped, -compatible or NAT64 IPv6 address, if any. */
function embeddedIpv4(ip: string): string | undefined {
  const m = /^(?:::ffff:|::|64:ff9b::)(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (m) return m[1];
  const hex = /^(?:::ffff:|64:ff9b::)([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(ip);
  if (!hex) return undefined;
  const hi = Number.parseInt(hex[1]!, 16);
  const lo = Number.parseInt(hex[2]!, 16);
  return `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;
}

/** True for an address on the public internet; false for loopback, private, reserved and the like. */
export function isPublicAddress(ip: string): boolean {
  const bare = ip.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  const family = isIP(bare);
  if (family === 4) return !blocked.check(bare, 'ipv4');
  if (family === 6) {
    const v4 = embeddedIpv4(bare);
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
    } else if (!host.includes('.') || INTERNAL_NAMES.test(host.replace(/\.$/, ''))) {
      refuse('the webhook URL must name a public host');
    }
  }
  return url.toString();
}
