// What only this browser knows, packed to travel with a transfer code, and unpacked on the device that claims it.
// Daily history, statistics, streaks and leagues are the server's: the new device reads them back by playerUUID.
import type { TransferCarry } from '@gridable/common';
import { isCarriedGameId, isCarriedSeat, isCarriedShareLink } from '@gridable/common/rules';
import { COMPUTER_GAME_KEY, loadComputerGame } from '../computer';
import {
  forgetOtherPlayersCompletions,
  listSeatAssignments,
  readPlayerName,
  savePlayerName,
  saveSeatAssignment,
} from '../../lib/storage';
import { allShareUrls, storeShareUrl } from '../daily';

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
    .map(({ gameId, playerId, assignedAt }) => ({ gameId, playerId, assignedAt }))
    // The server refuses a carry with anything it would not hand on: one odd stored entry must not stop the move.
    .filter(isCarriedSeat);
  const shareUrls = Object.fromEntries(
    Object.entries(allShareUrls())
      .filter(([gameId, url]) => isCarriedGameId(gameId) && isCarriedShareLink(url))
      .slice(-SHARE_URLS_CARRIED),
  );
  // readPlayerName gives only a name the rule allows, so the server never refuses the carry for it.
  return { computerGame: readComputerGame(), seats, shareUrls, playerName: readPlayerName() };
}

export function unpackCarry(playerUUID: string, carry: TransferCarry): void {
  // What this browser finished as itself is not the adopted player's: restoreCompletions reads theirs back.
  forgetOtherPlayersCompletions(playerUUID);
  // One game against the computer is kept per browser: an unfinished one here is not replaced, since the carried
  // game stays on the other device while this one would be gone from everywhere.
  const own = loadComputerGame();
  if (carry.computerGame && (!own || own.core.status === 'completed'))
    localStorage.setItem(COMPUTER_GAME_KEY, JSON.stringify(carry.computerGame));
  for (const seat of carry.seats)
    saveSeatAssignment({ gameId: seat.gameId, playerId: seat.playerId, playerUUID });
  // Shared as this player's own results from now on: only links to this site are kept, whoever issued the code.
  for (const [gameId, url] of Object.entries(carry.shareUrls))
    if (new URL(url).origin === window.location.origin) storeShareUrl(gameId, url);
  // The new device plays under the player's name; one it already had stays if the old device had none.
  if (carry.playerName) savePlayerName(carry.playerName);
}
