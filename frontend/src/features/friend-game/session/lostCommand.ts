// A move whose socket dropped between the send and the acknowledgement (the network went away, the phone
// switched towers): the server may have applied it or never seen it, and only a fresh read can tell. Calling it
// failed at once showed "Failed to Submit" and took the tile back for a move that had in fact landed.
import { EVENT_CONNECT_TIMEOUT_MS } from '@gridable/common/constants';
import { isBrowserOffline } from '../../../lib/apiError';

/** Between reads while the connection is still down: a read that cannot reach the server fails at once. */
export const LOST_COMMAND_READ_INTERVAL_MS = 1_000;

export interface LostCommand {
  /** The error the socket gave: the player's error when the outcome cannot be learned. */
  lost: unknown;
  /** Whether the game held now shows the move applied. */
  landed: () => boolean;
  /** Whether the game held now still accepts the move (it did not land, and nothing made it moot). */
  stillAllowed: () => boolean;
  /** One fresh read of the game into what is held; true when the server answered. */
  read: () => Promise<boolean>;
  /** Sends the move once more against the game held now. */
  resend: () => Promise<unknown>;
  /** False once the page has closed the game. */
  isOpen: () => boolean;
  /** Whether the browser knows it has no network: the browser's own word unless told. */
  isOffline?: () => boolean;
}

/**
 * Resolves when the move is known to have landed (sent again when it had not), rejects with the player's error
 * when it did not and cannot, or when no read answers within the socket's own connect timeout once the
 * browser is online.
 */
export async function settleLostCommand(command: LostCommand): Promise<void> {
  const { lost, landed, stillAllowed, read, resend, isOpen, isOffline = isBrowserOffline } = command;
  let deadline = Date.now() + EVENT_CONNECT_TIMEOUT_MS;
  // The socket's reconnect brings a STATE_SYNC by itself, so what is held is checked before every read.
  while (!landed()) {
    if (await read()) break;
    if (!isOpen()) throw lost;
    // Offline, nothing can be learned, and a failure would often be untrue: the move may have reached the
    // server before the network went (only its ack was lost), and the next state showed it placed after
    // "Failed to Submit". The connection hint is on screen meanwhile; the timeout runs once back online.
    if (isOffline()) deadline = Date.now() + EVENT_CONNECT_TIMEOUT_MS;
    else if (Date.now() >= deadline) throw lost;
    await new Promise((resolve) => setTimeout(resolve, LOST_COMMAND_READ_INTERVAL_MS));
  }
  if (landed()) return;
  if (!stillAllowed()) throw lost;
  try {
    await resend();
  } catch (refused) {
    // The first send may have been applied while this one travelled: the read says which.
    if ((await read()) && landed()) return;
    throw refused;
  }
  await read();
}
