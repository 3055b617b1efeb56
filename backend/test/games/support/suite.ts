// The server every games test file runs against: real HTTP, Socket.IO and SSE on port 0, embedded database.
import { afterAll, beforeAll } from 'vitest';
import { startTestServer } from '../../support/testServer';
import type { RunningServer } from '../../../src/startServer';

/** Starts one server for the file; loopback is a trusted proxy so each simulated client has its own IP. */
export function useGameServer(): { readonly server: RunningServer; readonly url: string } {
  let server: RunningServer | undefined;
  beforeAll(async () => {
    server = await startTestServer({ TRUST_PROXY: 'loopback' });
  });
  afterAll(async () => {
    await server?.close();
  });
  return {
    get server() {
      if (!server) throw new Error('server not started');
      return server;
    },
    get url() {
      if (!server) throw new Error('server not started');
      return server.url;
    },
  };
}
