// A server with a clock the test moves and a loopback push service, for games played across days.
import { afterAll, beforeAll } from 'vitest';
import { startTestServer } from '../../support/testServer';
import {
  LOOPBACK_PUSH_HOST,
  startLoopbackPushService,
  type LoopbackPushService,
} from '../../support/pushService';
import type { RunningServer } from '../../../src/startServer';

export interface MovableClock {
  now: () => Date;
  advance: (ms: number) => void;
}

/** Starts at the real time (the database's TTL sweeper runs on real time) and only moves forward. */
export function movableClock(): MovableClock {
  let t = Date.now();
  return {
    now: () => new Date(t),
    advance: (ms) => {
      t += ms;
    },
  };
}

export function useAcrossServer() {
  const clock = movableClock();
  let server: RunningServer | undefined;
  let push: LoopbackPushService | undefined;
  beforeAll(async () => {
    push = await startLoopbackPushService();
    server = await startTestServer(
      { TRUST_PROXY: 'loopback' },
      { now: clock.now, push: { loopbackHosts: [LOOPBACK_PUSH_HOST], agent: push.agent } },
    );
  });
  afterAll(async () => {
    await server?.close();
    await push?.close();
  });
  return {
    clock,
    get server() {
      if (!server) throw new Error('server not started');
      return server;
    },
    get url() {
      if (!server) throw new Error('server not started');
      return server.url;
    },
    get push() {
      if (!push) throw new Error('push service not started');
      return push;
    },
  };
}
