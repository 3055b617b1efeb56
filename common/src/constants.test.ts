import { describe, expect, it } from 'vitest';
import {
  RECONNECT_DELAY_CAP_MS,
  RECONNECT_DELAY_MAX_MS,
  RECONNECT_DELAY_MIN_MS,
  SOCKET_RECONNECTION,
} from './constants';

describe('SOCKET_RECONNECTION', () => {
  it('is docs/PROTOCOL.md §4 in Socket.IO terms: 4 s ± 25%, capped at 15 s, with an 8 s connect timeout', () => {
    expect(SOCKET_RECONNECTION).toEqual({
      reconnectionDelay: 4_000,
      randomizationFactor: 0.25,
      reconnectionDelayMax: 15_000,
      timeout: 8_000,
    });
    const { reconnectionDelay, randomizationFactor } = SOCKET_RECONNECTION;
    expect(reconnectionDelay * (1 - randomizationFactor)).toBe(RECONNECT_DELAY_MIN_MS);
    expect(reconnectionDelay * (1 + randomizationFactor)).toBe(RECONNECT_DELAY_MAX_MS);
    expect(SOCKET_RECONNECTION.reconnectionDelayMax).toBe(RECONNECT_DELAY_CAP_MS);
  });
});
