import { describe, expect, it } from 'vitest';
import { createLogger } from '../logger';
import { createFloodLog } from './floodLog';

function capture() {
  const lines: Record<string, unknown>[] = [];
  const log = createLogger('info', {}, (line) => lines.push(JSON.parse(line) as Record<string, unknown>));
  return { lines, log };
}

describe('flood log', () => {
  it('logs a flooding address once at warn, then counts it until the quiet period ends', () => {
    const { lines, log } = capture();
    let now = 0;
    const floods = createFloodLog(log, { quietMs: 60_000, now: () => now });
    for (let i = 0; i < 500; i++) floods.report('socket-messages', '203.0.113.9');
    floods.report('socket-messages', '203.0.113.10');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({ level: 'warn', kind: 'socket-messages', address: '203.0.113.9' });
    now = 60_000;
    floods.report('socket-messages', '203.0.113.9');
    expect(lines).toHaveLength(3);
    expect(lines[2]).toMatchObject({ address: '203.0.113.9', refusedWhileQuiet: 499 });
  });
});
