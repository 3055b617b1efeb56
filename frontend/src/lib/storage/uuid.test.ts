import { afterEach, describe, expect, it, vi } from 'vitest';
import { createUUID } from './uuid';

const V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('createUUID', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('builds a v4 UUID from random bytes where crypto.randomUUID is missing (plain-http origins)', () => {
    const real = globalThis.crypto;
    vi.stubGlobal('crypto', { getRandomValues: (bytes: Uint8Array) => real.getRandomValues(bytes) });
    const ids = new Set(Array.from({ length: 20 }, () => createUUID()));
    expect(ids.size).toBe(20);
    for (const id of ids) expect(id).toMatch(V4);
  });
});
