import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MS_PER_DAY } from '../constants';
import { LOCAL_KEYS } from './keys';
import {
  adoptPlayerIdentity,
  getOrCreatePlayerIdentity,
  keepPlayerIdentity,
  readPlayerIdentity,
} from './playerIdentity';

const NOW = Date.parse('2025-06-15T12:00:00.000Z');
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

function storeIdentity(value: unknown) {
  localStorage.setItem(LOCAL_KEYS.playerIdentity, JSON.stringify(value));
}

describe('player identity', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('creates and stores a UUID identity stamped with the current time when none exists', () => {
    const identity = getOrCreatePlayerIdentity();
    expect(identity.playerUUID).toMatch(UUID_PATTERN);
    expect(identity.createdAt).toBe('2025-06-15T12:00:00.000Z');
    expect(JSON.parse(localStorage.getItem(LOCAL_KEYS.playerIdentity) ?? 'null')).toEqual(identity);
  });

  it('returns the same identity on later calls', () => {
    const first = getOrCreatePlayerIdentity();
    vi.setSystemTime(NOW + 5 * MS_PER_DAY);
    expect(getOrCreatePlayerIdentity()).toEqual(first);
  });

  it('keeps an identity exactly 30 days old and replaces one a moment older', () => {
    storeIdentity({ playerUUID: 'kept', createdAt: new Date(NOW - 30 * MS_PER_DAY).toISOString() });
    expect(getOrCreatePlayerIdentity().playerUUID).toBe('kept');

    storeIdentity({ playerUUID: 'stale', createdAt: new Date(NOW - 30 * MS_PER_DAY - 1).toISOString() });
    expect(readPlayerIdentity()).toBeNull();
    const fresh = getOrCreatePlayerIdentity();
    expect(fresh.playerUUID).not.toBe('stale');
    expect(fresh.createdAt).toBe(new Date(NOW).toISOString());
  });

  it('keeps an identity older than 30 days that was used within them, so a month-long game keeps its seat', () => {
    storeIdentity({ playerUUID: 'in-use', createdAt: new Date(NOW - 50 * MS_PER_DAY).toISOString() });
    vi.setSystemTime(NOW - 50 * MS_PER_DAY);
    expect(getOrCreatePlayerIdentity().playerUUID).toBe('in-use');
    for (let day = 25; day >= 0; day -= 25) {
      vi.setSystemTime(NOW - day * MS_PER_DAY);
      expect(getOrCreatePlayerIdentity().playerUUID).toBe('in-use');
    }
  });

  it.each([
    ['not JSON', '{oops'],
    ['missing playerUUID', JSON.stringify({ createdAt: '2025-06-14T00:00:00Z' })],
    ['missing createdAt', JSON.stringify({ playerUUID: 'abc' })],
    ['an unreadable date', JSON.stringify({ playerUUID: 'abc', createdAt: 'yesterday' })],
    ['an empty UUID', JSON.stringify({ playerUUID: '', createdAt: '2025-06-14T00:00:00Z' })],
    ['an array', JSON.stringify(['abc'])],
  ])('replaces a stored identity with %s', (_case, raw) => {
    localStorage.setItem(LOCAL_KEYS.playerIdentity, raw);
    expect(readPlayerIdentity()).toBeNull();
    expect(getOrCreatePlayerIdentity().playerUUID).toMatch(UUID_PATTERN);
  });

  it('never expires an identity that was moved here or kept for a league', () => {
    const adopted = adoptPlayerIdentity('moved-from-phone');
    vi.setSystemTime(NOW + 400 * MS_PER_DAY);
    expect(getOrCreatePlayerIdentity()).toEqual(adopted);

    vi.setSystemTime(NOW);
    storeIdentity({ playerUUID: 'old-but-in-a-league', createdAt: new Date(NOW).toISOString() });
    keepPlayerIdentity();
    vi.setSystemTime(NOW + 800 * MS_PER_DAY);
    expect(readPlayerIdentity()?.playerUUID).toBe('old-but-in-a-league');
  });
});
