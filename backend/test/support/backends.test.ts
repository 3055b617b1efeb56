// A real mongod named by MONGODB_URI is never dropped quietly: when it cannot be reached, the persistence
// suites fail in their setup rather than skip or fall back to the embedded database alone.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { connectDatabase } from '../../src/db/connection';
import { createLogger } from '../../src/logger';
import { resolveBackends } from './backends';
import { startTestServer } from './testServer';

// Nothing listens on port 1, so every connection is refused.
const UNREACHABLE = 'mongodb://127.0.0.1:1/gridable_unreachable';

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('the database a persistence suite runs against', () => {
  it('keeps an unreachable MONGODB_URI as a backend beside the embedded one', async () => {
    vi.stubEnv('MONGODB_URI', UNREACHABLE);
    const backends = await resolveBackends();
    expect(backends.map((b) => b.uri)).toEqual([undefined, UNREACHABLE]);
  });

  it('fails to connect, and fails to start the server, on an unreachable MONGODB_URI', async () => {
    vi.stubEnv('MONGODB_URI', UNREACHABLE);
    const refused = /ECONNREFUSED|Server selection timed out/;
    // Both wait out the driver's server selection, so they wait together.
    await Promise.all([
      expect(
        connectDatabase({ mongodbUri: UNREACHABLE, dataDir: ':memory:', log: createLogger('silent') }),
      ).rejects.toThrow(refused),
      // The test server takes the real database when one is named, and never falls back to the embedded one.
      expect(startTestServer()).rejects.toThrow(refused),
    ]);
  });
});
