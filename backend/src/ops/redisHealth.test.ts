// A Redis outage seen by a node's three clients, each retrying twice a second, is one outage in the log.
import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../logger';
import { createRedisHealth } from './redisHealth';

describe('redis health', () => {
  it('logs one line when the first client loses Redis and one when the last is back', () => {
    const lines: Record<string, unknown>[] = [];
    const log = createLogger('info', {}, (line) => lines.push(JSON.parse(line) as Record<string, unknown>));
    let clock = 1_000;
    const health = createRedisHealth(log, () => clock);
    const [publisher, subscriber, limits] = [new EventEmitter(), new EventEmitter(), new EventEmitter()];
    health.watch(publisher, 'publisher');
    health.watch(subscriber, 'subscriber');
    health.watch(limits, 'limits');

    for (let attempt = 0; attempt < 20; attempt++)
      for (const client of [publisher, subscriber, limits]) client.emit('error', new Error('ECONNREFUSED'));
    expect(health.up()).toBe(false);
    clock += 5_000;
    publisher.emit('ready');
    subscriber.emit('ready');
    expect(health.up()).toBe(false);
    limits.emit('ready');
    expect(health.up()).toBe(true);

    expect(lines.map(({ level, msg }) => `${String(level)} ${String(msg)}`)).toEqual([
      'error redis unreachable: this node stays ready and serves its own games',
      'info redis reachable again',
    ]);
    expect(lines[0]).toMatchObject({ role: 'publisher', err: 'ECONNREFUSED' });
    expect(lines[1]).toMatchObject({ failures: 60, outageMs: 5_000 });
    expect(health.outages()).toBe(1);
  });
});
