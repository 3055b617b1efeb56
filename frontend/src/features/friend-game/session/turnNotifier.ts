// docs/PROTOCOL.md §4: a desktop notification when it becomes your turn while the tab is hidden, once per turn.
import { turnKey, type GameView, type PlayerInfo } from '@gridable/common';
import { notifyTurnIfHidden } from '../../../lib/presence/turnNotification';
import { rememberToldTurn } from '../../../lib/pwa/windowAsk';
import { tellServerTurnShown } from '../../../lib/pwa/pushSubscription';
import { gameIdentity } from '../hooks/gameIdentity';

export function createTurnNotifier() {
  let notifiedTurn: string | null = null;
  return {
    /** Call after each state change; notifies when a new turn of yours begins. */
    update(game: GameView | null, playerInfo: PlayerInfo | null): void {
      const turn =
        game && playerInfo?.isYourTurn && game.status === 'active'
          ? turnKey(game, playerInfo.playerId)
          : null;
      if (game && turn !== null && turn !== notifiedTurn) {
        const { gameId } = game;
        // Told by its notification, this tab tells the server (whose turn push then skips this browser) and
        // answers the service worker when the push comes anyway (a server that missed it): one alert a device.
        void notifyTurnIfHidden(
          game.currentLetter ? 'Place the letter on your grid.' : "It's your turn to choose a letter.",
        ).then((told) => {
          if (!told) return;
          rememberToldTurn(gameId, turn);
          void tellServerTurnShown(gameIdentity(gameId).playerUUID, gameId, turn);
        });
      }
      notifiedTurn = turn;
    },
  };
}
