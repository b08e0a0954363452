// The SSRF guard's address table (src/webhooks/ssrf.ts): every range it must refuse, with the exact
// category, IPv4 carried inside IPv6 forms checked as IPv4, and the metadata addresses that stay refused
// even with WARDEN_WEBHOOK_ALLOW_PRIVATE.

import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { classifyAddress, resolveSafely, UnsafeDestinationError } from '../src/webhooks/ssrf.ts';

// [address, category or null for a public address]
const TABLE: Array<[string, string | null]> = [
  // Public, for contrast (the IPv4 ones also inside every IPv6 form that carries IPv4).
  ['93.184.215.14', null],
  ['8.8.8.8', null],
  ['2606:4700::1111', null],
  ['::ffff:8.8.8.8', null],
  ['64:ff9b::808:808', null],
  ['2002:808:808::1', null],
  ['192.0.3.1', null],
  ['198.51.99.255', null],
  ['198.51.101.0', null],
  ['203.0.112.255', null],
  ['203.0.114.0', null],
  ['2001:db9::1', null],
  ['169.254.170.3', 'link-local'],
  // TEST-NET-1, -2, -3 and the IPv6 documentation prefixes (RFC 5737, RFC 3849, RFC 9637).
  ['192.0.2.0', 'documentation'],
  ['192.0.2.255', 'documentation'],
  ['198.51.100.7', 'documentation'],
  ['203.0.113.255', 'documentation'],
  ['2001:db8::1', 'documentation'],
  ['2001:db8:ffff:ffff:ffff:ffff:ffff:ffff', 'documentation'],
  ['3fff::1', 'documentation'],
  ['::ffff:192.0.2.1', 'documentation'],
  ['64:ff9b::c633:6407', 'documentation'],
  // Cloud metadata and credential endpoints: AWS EC2 (v4, v6), ECS task credentials, EKS Pod Identity
  // (v4, v6), Alibaba Cloud, Azure WireServer.
  ['169.254.169.254', 'metadata'],
  ['fd00:ec2::254', 'metadata'],
  ['169.254.170.2', 'metadata'],
  ['169.254.170.23', 'metadata'],
  ['fd00:ec2::23', 'metadata'],
  ['100.100.100.200', 'metadata'],
  ['168.63.129.16', 'metadata'],
  ['::ffff:169.254.170.2', 'metadata'],
  ['::ffff:a9fe:aa02', 'metadata'],
  ['64:ff9b::169.254.170.2', 'metadata'],
  ['2002:a9fe:aa02::', 'metadata'],
  // SIIT IPv4-translated addresses ::ffff:0:a.b.c.d (RFC 2765 / RFC 6145): the IPv4 inside is checked;
  // a public one is still not an address anyone's webhook lives at (::/8 is reserved).
  ['::ffff:0:127.0.0.1', 'loopback'],
  ['::ffff:0:7f00:1', 'loopback'],
  ['::ffff:0:10.1.2.3', 'private'],
  ['::ffff:0:169.254.169.254', 'metadata'],
  ['::ffff:0:169.254.170.2', 'metadata'],
  ['::ffff:0:8.8.8.8', 'reserved'],
  ['0:0:0:0:ffff:0:c0a8:101', 'private'],
  // Local-use NAT64 64:ff9b:1::/48 (RFC 8215): not globally reachable, and its IPv4 may sit at any RFC
  // 6052 position (/48, /56, /64, /96): metadata is found at each; the /96 form names its own range.
  ['64:ff9b:1::808:808', 'reserved'],
  ['64:ff9b:1::7f00:1', 'loopback'],
  ['64:ff9b:1::10.0.0.1', 'private'],
  ['64:ff9b:1::a9fe:a9fe', 'metadata'],
  ['64:ff9b:1:a9fe:a9:fe00::', 'metadata'],
  ['64:ff9b:1:a9fe:aa:200::', 'metadata'],
  ['64:ff9b:1:ffa9:fe:a9fe::', 'metadata'],
  ['64:ff9b:1:ff00:a9:fea9:fe00:0', 'metadata'],
  ['64:ff9b:1:ffff:ffff:ffff:ffff:ffff', 'reserved'],
  // Other IPv6 forms already covered, and what is left of ::/8.
  ['::ffff:127.0.0.1', 'loopback'],
  ['::127.0.0.2', 'loopback'],
  ['64:ff9b::7f00:1', 'loopback'],
  ['2002:7f00:1::', 'loopback'],
  ['::1', 'loopback'],
  ['::', 'unspecified'],
  ['::2', 'unspecified'],
  ['::1:0:0:0', 'reserved'],
  ['100::1', 'reserved'],
];

describe('SSRF address table', () => {
  it('gives every address its exact category', () => {
    const wrong = TABLE.map(([address, expected]) => [address, expected, classifyAddress(address)] as const).filter(([, expected, got]) => got !== expected);
    assert.deepEqual(wrong, []);
  });

  it('refuses the metadata addresses even when private addresses are allowed, and nothing else there', async () => {
    const refused: Array<[string, string]> = [];
    for (const [address, expected] of TABLE) {
      try {
        await resolveSafely(address, { allowPrivate: true });
      } catch (err) {
        assert.ok(err instanceof UnsafeDestinationError);
        refused.push([address, err.category]);
        continue;
      }
      assert.notEqual(expected, 'metadata', address);
    }
    assert.deepEqual(refused, TABLE.filter(([, c]) => c === 'metadata').map(([a]) => [a, 'metadata']));
  });

  it('refuses a name with any address in these ranges, with the category in the message', async () => {
    const resolve = async () => [
      { address: '93.184.215.14', family: 4 },
      { address: '::ffff:0:10.1.2.3', family: 6 },
    ];
    await assert.rejects(resolveSafely('hooks.example.com', { allowPrivate: false, resolve }), { category: 'private', message: 'the host resolves to a private address' });
    const docs = async () => [{ address: '203.0.113.9', family: 4 }];
    await assert.rejects(resolveSafely('hooks.example.com', { allowPrivate: false, resolve: docs }), { category: 'documentation', message: 'the host resolves to a documentation address' });
    assert.deepEqual(await resolveSafely('hooks.example.com', { allowPrivate: true, resolve: docs }), [{ address: '203.0.113.9', family: 4 }]);
  });
});
