// An operator who puts the server behind a proxy and forgets TRUST_PROXY gets no error, only budgets shared by
// every player; the log must say so the first time it happens.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { killAll, startAppNode, type AppNode } from '../support/processes';

let node: AppNode;
beforeAll(async () => {
  node = await startAppNode({ DATA_DIR: ':memory:', LOG_LEVEL: 'warn', TRUST_PROXY: 'false' });
}, 90_000);
afterAll(() => killAll());

describe('a proxy TRUST_PROXY does not trust', () => {
  it('is named in one warn line, however many requests it forwards', async () => {
    for (let i = 0; i < 3; i++) {
      const res = await fetch(`${node.url}/api/daily-challenge`, {
        headers: { 'x-forwarded-for': `203.0.113.${i}` },
      });
      expect(res.status).toBeLessThan(500);
    }
    const lines = node.output
      .filter((line) => line.includes('TRUST_PROXY does not trust'))
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 'warn', proxy: expect.stringMatching(/127\.0\.0\.1|::1/) });
  }, 30_000);
});
