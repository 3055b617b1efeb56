// What only this browser knows, packed to travel with a transfer code, and unpacked on the device that claims it.
// Daily history, statistics, streaks and leagues are the server's: the new device reads them back by playerUUID.
import type { PlayerCompletion, StatsResponse, TransferCarry } from '@gridable/common';
import { COMPUTER_GAME_KEY } from '../computer';
import {
  forgetOtherPlayersCompletions,
  listSeatAssignments,
  recordDailyCompletion,
  saveSeatAssignment,
} from '../../lib/storage';
import { allShareUrls, storeShareUrl } from '../daily';
import { playerToday } from '../../lib/timeZone';

/** The most recent result links that travel; older ones are simply made again if shared again. */
const SHARE_URLS_CARRIED = 60;

function readComputerGame(): TransferCarry['computerGame'] {
  try {
    const parsed = JSON.parse(
      localStorage.getItem(COMPUTER_GAME_KEY) ?? 'null',
    ) as TransferCarry['computerGame'];
    return parsed && typeof parsed === 'object' ? parsed : null;
  } catch {
    return null;
  }
}

export function packCarry(playerUUID: string): TransferCarry {
  const seats = listSeatAssignments()
    .filter((seat) => seat.playerUUID === playerUUID)
    .slice(-20)
    .map(({ gameId, playerId, assignedAt }) => ({ gameId, playerId, assignedAt }));
  const shareUrls = Object.fromEntries(Object.entries(allShareUrls()).slice(-SHARE_URLS_CARRIED));
  return { computerGame: readComputerGame(), seats, shareUrls };
}

export function unpackCarry(playerUUID: string, carry: TransferCarry): void {
  // What this browser finished as itself is not the adopted player's: restoreCompletions reads theirs back.
  forgetOtherPlayersCompletions(playerUUID);
  if (carry.computerGame) localStorage.setItem(COMPUTER_GAME_KEY, JSON.stringify(carry.computerGame));
  for (const seat of carry.seats)
    saveSeatAssignment({ gameId: seat.gameId, playerId: seat.playerId, playerUUID });
  for (const [gameId, url] of Object.entries(carry.shareUrls)) storeShareUrl(gameId, url);
}

/**
 * Copies the server's record of finished live days into this browser's completion records, which Home's
 * "completed today" and streaks read without a network call.
 */
export async function restoreCompletions(playerUUID: string): Promise<number> {
  const query = new URLSearchParams({ playerUUID, date: playerToday() });
  const response = await fetch(`/api/daily-challenge/stats?${query}`, {
    headers: { Accept: 'application/json' },
  });
  if (!response.ok) return 0;
  const reply = (await response.json()) as Partial<StatsResponse>;
  const completions: PlayerCompletion[] = Array.isArray(reply.completions) ? reply.completions : [];
  let restored = 0;
  for (const completion of completions) {
    if (completion.archive) continue;
    try {
      recordDailyCompletion({
        date: completion.date,
        gameNumber: completion.gameNumber,
        finalScore: completion.finalScore,
        gameId: completion.gameId,
        completedAt: completion.completedAt,
        playerUUID,
      });
      restored++;
    } catch {
      // A record the browser would not keep (older than 90 days) is still in the server's statistics.
    }
  }
  return restored;
}
