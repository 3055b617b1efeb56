// Which client a budget counts an address as: an IPv6 /64 however its address is spelled, an IPv4 address as is.
import { describe, expect, it } from 'vitest';
import type { IncomingMessage } from 'node:http';
import { budgetNetwork, clientNetwork, requestNetwork } from './clientAddress';

describe('budgetNetwork', () => {
  it('counts every address of one IPv6 /64 as one client, however it is written', () => {
    const one = budgetNetwork('2001:db8:1:2::1');
    expect(one).toBe('2001:db8:1:2::/64');
    for (const address of [
      '2001:db8:1:2:ffff:ffff:ffff:ffff',
      '2001:0DB8:0001:0002:0:0:0:9',
      '2001:db8:1:2:abcd::',
      '2001:db8:1:2::5%eth0',
    ])
      expect(budgetNetwork(address), address).toBe(one);
  });

  it('keeps two /64s apart, including ones that differ only in the fourth group', () => {
    expect(budgetNetwork('2001:db8:1:3::1')).not.toBe(budgetNetwork('2001:db8:1:2::1'));
    expect(budgetNetwork('::1')).toBe('0:0:0:0::/64');
    expect(budgetNetwork('2001:db8::1')).toBe('2001:db8:0:0::/64');
  });

  it('keeps IPv4 per address, and counts an IPv4-mapped address as its IPv4 address', () => {
    expect(budgetNetwork('203.0.113.9')).toBe('203.0.113.9');
    expect(budgetNetwork('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(budgetNetwork('::FFFF:203.0.113.10')).toBe('203.0.113.10');
    expect(budgetNetwork('unknown')).toBe('unknown');
  });

  it('is what an Express request is counted as, with no address at all one unknown client', () => {
    expect(requestNetwork({ ip: '2001:db8:1:2::7' })).toBe('2001:db8:1:2::/64');
    expect(requestNetwork({ ip: undefined })).toBe('unknown');
  });
});

describe('clientNetwork', () => {
  it("works a request's network out once, however many guards ask for it", () => {
    let asked = 0;
    const trust = (address: string) => {
      asked += 1;
      return address === '127.0.0.1';
    };
    const request = {
      headers: { 'x-forwarded-for': '2001:db8:1:2:3:4:5:6' },
      socket: { remoteAddress: '127.0.0.1' },
      connection: { remoteAddress: '127.0.0.1' },
    } as unknown as IncomingMessage;
    expect(clientNetwork(request, trust)).toBe('2001:db8:1:2::/64');
    const once = asked;
    expect(once).toBeGreaterThan(0);
    // The session cap, the 'connection' listener and the connection budget each ask in turn.
    expect(clientNetwork(request, trust)).toBe('2001:db8:1:2::/64');
    expect(clientNetwork(request, trust)).toBe('2001:db8:1:2::/64');
    expect(asked).toBe(once);
  });
});
