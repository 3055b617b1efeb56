import type http from 'node:http';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../logger';
import { parseTrustProxy, trustFunction } from './clientAddress';
import { createProxyTrustCheck } from './proxyTrustCheck';

function capture(trustProxy: string) {
  const lines: Record<string, unknown>[] = [];
  const log = createLogger('info', {}, (line) => lines.push(JSON.parse(line) as Record<string, unknown>));
  const check = createProxyTrustCheck({ trust: trustFunction(parseTrustProxy(trustProxy)), log });
  const send = (peer: string, forwardedFor?: string): void =>
    check.observe({
      socket: { remoteAddress: peer },
      headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
    } as unknown as http.IncomingMessage);
  return { lines, send };
}

describe('proxy trust check', () => {
  it('warns once when a private proxy forwards requests that TRUST_PROXY does not trust', () => {
    const { lines, send } = capture('false');
    for (let i = 0; i < 50; i++) send('172.18.0.5', `203.0.113.${i}`);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 'warn',
      msg: 'a proxy forwards requests but TRUST_PROXY does not trust it',
      proxy: '172.18.0.5',
    });
    send('::1', '203.0.113.1');
    send('::ffff:10.0.0.2', '203.0.113.1');
    expect(lines.map((line) => line.proxy)).toEqual(['172.18.0.5', '::1', '::ffff:10.0.0.2']);
  });

  it('says nothing of a public client writing its own X-Forwarded-For, or of a trusted proxy', () => {
    const untrusting = capture('false');
    untrusting.send('198.51.100.7', '10.0.0.1');
    untrusting.send('127.0.0.1');
    expect(untrusting.lines).toHaveLength(0);
    const trusting = capture('1');
    trusting.send('172.18.0.5', '203.0.113.9');
    trusting.send('127.0.0.1');
    expect(trusting.lines).toHaveLength(0);
  });

  it('warns once when a public client reaches the server directly while a proxy hop is trusted', () => {
    const { lines, send } = capture('1');
    send('198.51.100.7');
    send('198.51.100.7');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 'warn',
      msg: 'a client reached the server directly although TRUST_PROXY trusts a proxy',
      client: '198.51.100.7',
    });
  });

  it('remembers a bounded number of addresses, so a scan cannot grow it', () => {
    const { lines, send } = capture('1');
    for (let i = 0; i < 500; i++) send(`198.51.${Math.floor(i / 250)}.${i % 250}`);
    expect(lines).toHaveLength(64);
  });
});
