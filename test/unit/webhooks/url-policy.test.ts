import { describe, expect, it } from 'vitest';
import { checkWebhookUrl, isPublicAddress } from '../../../src/webhooks/url-policy.ts';

const strict = { allowHttp: false, allowPrivateNetworks: false };
const code = (fn: () => unknown) => {
  try {
    fn();
    return 'accepted';
  } catch (err) {
    return (err as { code?: string }).code;
  }
};

describe('isPublicAddress', () => {
  it.each([
    '127.0.0.1',
    '127.8.9.1',
    '10.1.2.3',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.10',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '255.255.255.255',
    '198.18.0.1',
    '::1',
    '::',
    'fe80::1',
    'fd12:3456:789a::1',
    'ff02::1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:10.0.0.1',
    '64:ff9b::a9fe:a9fe',
    '2001:db8::1',
    '[::1]',
    // IPv4 loopback and private hosts hidden in every IPv6 embedding a packet can be routed through
    '::7f00:1',
    '::127.0.0.1',
    '::ffff:0:7f00:1',
    '::ffff:0:127.0.0.1',
    '64:ff9b::127.0.0.1',
    '64:ff9b:1::7f00:1',
    '2002:7f00:1::',
    '2002:a00:1::1',
    '2002:a9fe:a9fe::',
    '2001:0:4136:e378:8000:63bf:3fff:fdd2',
    '0:0:0:0:0:0:0:1',
    '::ffff:c0a8:101',
    'not-an-ip',
  ])('%s is not public', (ip) => {
    expect(isPublicAddress(ip)).toBe(false);
  });

  it.each(['93.184.216.34', '8.8.8.8', '172.32.0.1', '2606:4700:4700::1111', '::ffff:8.8.8.8', '2002:808:808::1', '64:ff9b::808:808'])('%s is public', (ip) => {
    expect(isPublicAddress(ip)).toBe(true);
  });
});

describe('checkWebhookUrl', () => {
  it('accepts an https URL on a public host and returns it normalized', () => {
    expect(checkWebhookUrl(' https://Hooks.Example.com/vitae?x=1 ', strict)).toBe('https://hooks.example.com/vitae?x=1');
    expect(checkWebhookUrl('https://93.184.216.34:8443/in', strict)).toBe('https://93.184.216.34:8443/in');
  });

  it.each([
    ['http://hooks.example.com/', 'plain http'],
    ['ftp://hooks.example.com/', 'another scheme'],
    ['hooks.example.com/x', 'no scheme'],
    ['https://user:pass@hooks.example.com/', 'credentials'],
    ['https://hooks.example.com/#frag', 'a fragment'],
    ['https://localhost/hook', 'localhost'],
    ['https://api.localhost/hook', 'a .localhost name'],
    ['https://printer.local/', 'an mDNS name'],
    ['https://intranet/hook', 'a single-label name'],
    ['https://intranet./hook', 'a single-label name with a trailing dot'],
    ['https://localhost./hook', 'localhost with a trailing dot'],
    ['https://db.internal./', 'an .internal name with a trailing dot'],
    ['https://[::7f00:1]/', 'loopback as an IPv4-compatible IPv6 address'],
    ['https://[::ffff:0:7f00:1]/', 'loopback as an IPv4-translated IPv6 address'],
    ['https://[64:ff9b:1::7f00:1]/', 'loopback through local-use NAT64'],
    ['https://[2002:7f00:1::]/', 'loopback through 6to4'],
    ['https://db.internal/', 'an .internal name'],
    ['https://127.0.0.1/', 'loopback'],
    ['https://2130706433/', 'loopback as a decimal number'],
    ['https://0x7f.1/', 'loopback in hex'],
    ['https://[::1]/', 'IPv6 loopback'],
    ['https://[::ffff:169.254.169.254]/', 'metadata address mapped into IPv6'],
    ['https://169.254.169.254/latest/meta-data', 'cloud metadata'],
    ['https://10.0.0.5/', 'a private address'],
  ])('refuses %s (%s) with invalid_webhook_url', (url) => {
    expect(code(() => checkWebhookUrl(url, strict))).toBe('invalid_webhook_url');
  });

  it('allows http and private hosts only when the settings say so', () => {
    expect(code(() => checkWebhookUrl('http://127.0.0.1:9000/hook', { allowHttp: true, allowPrivateNetworks: false }))).toBe('invalid_webhook_url');
    expect(code(() => checkWebhookUrl('https://127.0.0.1:9000/hook', { allowHttp: false, allowPrivateNetworks: true }))).toBe('accepted');
    expect(checkWebhookUrl('http://localhost:9000/hook', { allowHttp: true, allowPrivateNetworks: true })).toBe('http://localhost:9000/hook');
    // Credentials stay refused whatever the settings.
    expect(code(() => checkWebhookUrl('http://u:p@localhost/', { allowHttp: true, allowPrivateNetworks: true }))).toBe('invalid_webhook_url');
  });
});
