import { afterEach, describe, expect, it } from 'vitest';
import { renderHook, waitFor } from '@testing-library/react';
import { COMPUTER_GAME_KEY, loadComputerGame } from '../../computer';
import { useSavedComputerGame } from './useSavedComputerGame';

afterEach(() => localStorage.clear());

describe("Home's saved computer game", () => {
  it('is known to be absent at once when nothing is saved', () => {
    const { result } = renderHook(() => useSavedComputerGame());
    expect(result.current).toBeNull();
  });

  it('is pending, then the saved game at its position, when one is saved', async () => {
    const saved = { level: 'hard', seed: 7, humanSeat: 2, moves: [], startedAt: '2026-11-26T08:00:00.000Z' };
    localStorage.setItem(COMPUTER_GAME_KEY, JSON.stringify(saved));
    const { result } = renderHook(() => useSavedComputerGame());
    expect(result.current).toBeUndefined();
    await waitFor(() => expect(result.current).toMatchObject({ level: 'hard', humanSeat: 2 }));
    expect(result.current).toEqual(loadComputerGame());
  });
});
