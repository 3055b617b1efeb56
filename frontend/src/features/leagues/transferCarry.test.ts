import { describe, expect, it } from 'vitest';
import {
  getDailyCompletion,
  listDailyCompletions,
  readPlayerName,
  recordDailyCompletion,
  savePlayerName,
} from '../../lib/storage';
import { TransferCarry } from '@gridable/common';
import { allShareUrls, storeShareUrl } from '../daily';
import { loadComputerGame } from '../computer';
import { packCarry, unpackCarry } from './transferCarry';

const OLD_SELF = '11111111-1111-4111-8111-111111111111';
const ADOPTED = '22222222-2222-4222-8222-222222222222';
const TODAY = new Date().toISOString().slice(0, 10);

function finished(playerUUID: string, date: string, finalScore: number) {
  recordDailyCompletion({
    date,
    gameNumber: 700,
    playerUUID,
    completedAt: new Date().toISOString(),
    finalScore,
    gameId: `DCS-G700-${playerUUID.slice(0, 12)}`,
  });
}

describe('claiming another device’s identity', () => {
  it("stops this browser's own finished day reading as the adopted player's", () => {
    finished(OLD_SELF, TODAY, 10);
    expect(getDailyCompletion(TODAY)?.finalScore).toBe(10);

    unpackCarry(ADOPTED, { computerGame: null, seats: [], shareUrls: {} });

    // The adopted player has not played today: the day is open to them on this device.
    expect(getDailyCompletion(TODAY)).toBeNull();
    expect(listDailyCompletions()).toEqual([]);
  });

  it("keeps the adopted player's own records", () => {
    finished(ADOPTED, TODAY, 21);
    unpackCarry(ADOPTED, { computerGame: null, seats: [], shareUrls: {} });
    expect(getDailyCompletion(TODAY)).toMatchObject({ playerUUID: ADOPTED, finalScore: 21 });
  });

  it("keeps this browser's unfinished game against the computer: the carried one is still on the other device", () => {
    const own = { level: 'easy', seed: 1, humanSeat: 1, moves: [], startedAt: '2026-11-27T10:00:00.000Z' };
    localStorage.setItem('gridable.computerGame', JSON.stringify(own));
    const carried = { ...own, level: 'hard' as const, seed: 2, humanSeat: 2 as const };

    unpackCarry(ADOPTED, { computerGame: carried, seats: [], shareUrls: {} });

    expect(loadComputerGame()).toMatchObject({ level: 'easy', seed: 1 });
  });

  it('brings the other device’s game against the computer to a browser that has none going', () => {
    const carried = {
      level: 'medium' as const,
      seed: 7,
      humanSeat: 1 as const,
      moves: [],
      startedAt: '2026-11-27T10:00:00.000Z',
    };

    unpackCarry(ADOPTED, { computerGame: carried, seats: [], shareUrls: {} });

    expect(loadComputerGame()).toMatchObject({ level: 'medium', seed: 7 });
  });

  it('packs only what the server hands on, so an odd stored link never stops the move', () => {
    storeShareUrl('DCS-G699-kept', 'http://localhost:3000/share/abc');
    storeShareUrl('DCS-G698-relative', '/share/old');
    const carry = packCarry(ADOPTED);
    expect(carry.shareUrls).toEqual({ 'DCS-G699-kept': 'http://localhost:3000/share/abc' });
    expect(TransferCarry.safeParse(carry).success).toBe(true);
  });

  it("keeps only this site's result links from a claimed carry, so a stranger's code plants no other", () => {
    const own = `${window.location.origin}/share/mine`;
    unpackCarry(ADOPTED, {
      computerGame: null,
      seats: [],
      shareUrls: { 'DCS-G697-own': own, 'DCS-G697-phish': 'https://phish.example/share/x' },
    });
    expect(allShareUrls()).toMatchObject({ 'DCS-G697-own': own });
    expect(allShareUrls()['DCS-G697-phish']).toBeUndefined();
  });
});

describe('the player’s name on a device move', () => {
  it('travels with the code, so the new device plays friend games under it', () => {
    savePlayerName('Ana');
    const carry = packCarry(ADOPTED);
    expect(carry.playerName).toBe('Ana');
    expect(TransferCarry.safeParse(carry).success).toBe(true);

    savePlayerName(null);
    unpackCarry(ADOPTED, carry);
    expect(readPlayerName()).toBe('Ana');
  });

  it('keeps the new device’s own name when the old device had none', () => {
    savePlayerName('Ben');
    unpackCarry(ADOPTED, { computerGame: null, seats: [], shareUrls: {}, playerName: null });
    expect(readPlayerName()).toBe('Ben');
  });
});
