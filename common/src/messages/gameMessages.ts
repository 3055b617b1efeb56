// Sentences of the friend game that the server answers with and the client shows (docs/PROTOCOL.md §8).
import { OPEN_GAMES_CAP } from '../constants';

export const GAME_MESSAGES = Object.freeze({
  gameNotFound: 'Game not found',
  joinNotFound: "The game you're trying to join doesn't exist",
  gameFull: 'Game is full',
  gameFullDetail: 'This game already has two players',
  notAPlayer: 'You are not a player in this game',
  notYourGrid: 'You can only place letters on your own grid',
  notYourSeat: 'Only the player who joined this seat can reclaim it',
  connectionError: 'Connection error',
  connectionFailed: 'Connection error: Failed to connect. Try refreshing the page.',
  /** Opened with no network (an installed app, a link tapped offline): it connects by itself once back. */
  offline: 'You are offline. The game opens by itself once you are back online.',
  /** Create New Game pressed with no network: said once, in place of the spec's online failure texts. */
  createOffline: "You're offline. Connect to the internet, then create a new game.",
  internalError: 'Internal server error',
  /** A friend opening the link of a game its creator took back before anyone joined. */
  gameWithdrawn:
    'The player who created this game withdrew it before anyone joined. Ask them for a new link.',
  withdrawNotCreator: 'Only the player who created this game can withdraw it',
  withdrawTooLate: 'Someone already joined this game, so it can no longer be withdrawn',
  /** Creating, joining or rematching with OPEN_GAMES_CAP friend games open; Home says it too, before the try. */
  tooManyGames: `You have ${OPEN_GAMES_CAP} games going. Finish or resign one to start another.`,
});

/** A Socket.IO event this server does not know: answered so a client awaiting its acknowledgement stops waiting. */
export function unknownEventMessage(event: string | undefined): string {
  return event ? `Unknown event: ${event.slice(0, 40)}` : 'A socket event needs a name';
}

/** A reclaim of a seat nobody has taken yet. */
export function seatEmptyMessage(seat: 1 | 2): string {
  return `Player ${seat} has not joined this game`;
}

export function seatReclaimedMessage(seat: 1 | 2): string {
  return `Player ${seat} has reclaimed their seat`;
}

/**
 * What a friend who took their seat from the game's link is told: which game they are in (a link names it only in
 * its address) and, at the start, who chooses the first letter (the friend by name once they gave one).
 */
export function joinedGameToast(
  gameId: string,
  firstRoundChooser: 'you' | 'friend' | null,
  friendName: string | null = null,
): { title: string; description?: string } {
  const title = `Joined Game ${gameId}`;
  if (firstRoundChooser === null) return { title };
  const friend = friendName ?? 'Your friend';
  return {
    title,
    description:
      firstRoundChooser === 'you' ? 'You choose the first letter.' : `${friend} chooses the first letter.`,
  };
}

/** docs/PROTOCOL.md §8 toast titles. */
export const TOAST_TITLES = Object.freeze({
  gameCreationFailed: 'Game Creation Failed',
  joinFailed: 'Failed to Join Game',
  invalidGameId: 'Invalid Game ID',
  letterFailed: 'Failed to Submit Letter',
  placementFailed: 'Failed to Submit Placement',
  statusFailed: 'Failed to Update Status',
  gameNotFound: 'Game Not Found',
  gameWithdrawn: 'Game Withdrawn',
  gameFull: 'Game is Full',
  gameError: 'Game Error',
  placementError: 'Placement Error',
  letterPlaced: 'Letter Placed',
  letterSelected: 'Letter Selected',
});
