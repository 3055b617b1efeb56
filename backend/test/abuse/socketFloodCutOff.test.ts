// A flooder that ignores the server's close and keeps writing junk frames: the server stops reading it at
// once and drops the connection within a couple of seconds (not after the websocket close timeout, 30 s),
// tells it once, and logs the flooding address once at warn however often it comes back.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATE_LIMIT_MESSAGE } from '@gridable/common';
import { killAll, startAppNode, type AppNode } from '../support/processes';
import { openRawWebSocket, textFrame } from '../support/rawWebSocket';

let node: AppNode;
beforeAll(async () => {
  // Only 127.0.0.1 is a proxy hop: a flooder on 127.0.0.x is its own address.
  node = await startAppNode({ DATA_DIR: ':memory:', TRUST_PROXY: '127.0.0.1', LOG_LEVEL: 'warn' });
}, 90_000);
afterAll(() => killAll());

const JUNK = Buffer.concat(Array.from({ length: 256 }, () => textFrame('42["x",{}]')));

/** Floods from `address` without ever answering a close; resolves when the server drops the connection. */
async function floodIgnoringClose(address: string): Promise<{ msToDrop: number; refusals: number }> {
  const ws = await openRawWebSocket({
    host: '127.0.0.1',
    port: node.port,
    path: '/socket.io/?EIO=4&transport=websocket',
    localAddress: address,
    answerClose: false,
  });
  let started = 0;
  let refusals = 0;
  const pump = (): void => {
    if (ws.closed) return;
    for (let i = 0; i < 8; i++) {
      if (!ws.write(JUNK)) {
        ws.onDrain(pump);
        return;
      }
    }
    setImmediate(pump);
  };
  return new Promise((resolve) => {
    ws.onText((text) => {
      if (text.startsWith('0')) ws.write(textFrame('40'));
      else if (text.startsWith('40') && started === 0) {
        started = performance.now();
        pump();
      } else if (text.includes(RATE_LIMIT_MESSAGE)) refusals += 1;
    });
    ws.onClose(() => resolve({ msToDrop: performance.now() - started, refusals }));
  });
}

function floodLines(address: string): Record<string, unknown>[] {
  return node.output
    .filter((line) => line.includes('flood refused'))
    .map((line) => JSON.parse(line) as Record<string, unknown>)
    .filter((line) => line.address === address && line.kind === 'socket-messages');
}

describe('a flooder that ignores the close', () => {
  it('is dropped within seconds, told once, and logged once at warn with its address', async () => {
    const address = '127.0.0.31';
    const first = await floodIgnoringClose(address);
    expect(first.refusals).toBe(1);
    expect(first.msToDrop).toBeLessThan(5_000);
    const again = await floodIgnoringClose(address);
    expect(again.msToDrop).toBeLessThan(5_000);

    const lines = floodLines(address);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 'warn', msg: 'flood refused', address });
    const health = await fetch(`${node.url}/healthz`);
    expect(health.status).toBe(200);
  }, 30_000);
});
