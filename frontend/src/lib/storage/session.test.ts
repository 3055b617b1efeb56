import { describe, expect, it } from 'vitest';
import { SESSION_KEYS } from './keys';
import {
  clearSession,
  clearSessionSeat,
  getClientId,
  getPreviousClientId,
  readLastEventId,
  readSessionSeat,
  rotateClientId,
  saveLastEventId,
  saveSessionSeat,
} from './session';

describe('session values', () => {
  it('gives the tab one client id, kept in sessionStorage', () => {
    const clientId = getClientId();
    expect(clientId).not.toBe('');
    expect(getClientId()).toBe(clientId);
    expect(sessionStorage.getItem(SESSION_KEYS.clientId)).toBe(clientId);
    expect(localStorage.length).toBe(0);
  });

  it('remembers the previous client id when the client id rotates', () => {
    expect(getPreviousClientId()).toBeNull();
    const first = getClientId();
    const second = rotateClientId();
    expect(second).not.toBe(first);
    expect(getClientId()).toBe(second);
    expect(getPreviousClientId()).toBe(first);
  });

  it('stores and reads back the seat this tab plays', () => {
    expect(readSessionSeat()).toBeNull();
    saveSessionSeat({ playerGameId: 'ABCDE', playerIdentity: 2, playerUUID: 'uuid-1' });
    expect(readSessionSeat()).toEqual({ playerGameId: 'ABCDE', playerIdentity: 2, playerUUID: 'uuid-1' });
  });

  it('ignores a seat with a part missing or a seat number other than 1 or 2', () => {
    saveSessionSeat({ playerGameId: 'ABCDE', playerIdentity: 1, playerUUID: 'uuid-1' });
    sessionStorage.setItem(SESSION_KEYS.playerIdentity, '3');
    expect(readSessionSeat()).toBeNull();
    sessionStorage.setItem(SESSION_KEYS.playerIdentity, '1');
    sessionStorage.removeItem(SESSION_KEYS.playerUUID);
    expect(readSessionSeat()).toBeNull();
  });

  it('keeps the last event id', () => {
    expect(readLastEventId()).toBeNull();
    saveLastEventId('42');
    expect(readLastEventId()).toBe('42');
  });

  it('clearing the seat keeps the client id; clearing the session forgets everything', () => {
    const clientId = getClientId();
    saveSessionSeat({ playerGameId: 'ABCDE', playerIdentity: 1, playerUUID: 'uuid-1' });
    saveLastEventId('7');

    clearSessionSeat();
    expect(readSessionSeat()).toBeNull();
    expect(readLastEventId()).toBeNull();
    expect(getClientId()).toBe(clientId);

    rotateClientId();
    clearSession();
    expect(Object.values(SESSION_KEYS).map((key) => sessionStorage.getItem(key))).toEqual(
      Object.values(SESSION_KEYS).map(() => null),
    );
  });
});
