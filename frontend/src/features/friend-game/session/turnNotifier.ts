// docs/PROTOCOL.md §4: a desktop notification when it becomes your turn while the tab is hidden, once per turn.
import type { GameView, PlayerInfo } from '@gridable/common';
import { notifyTurnIfHidden } from '../../../lib/presence/turnNotification';

export function createTurnNotifier() {
  let notifiedTurn: string | null = null;
  return {
    /** Call after each state change; notifies when a new turn of yours begins. */
    update(game: GameView | null, playerInfo: PlayerInfo | null): void {
      const turn =
        game && playerInfo?.isYourTurn && game.status === 'active'
          ? `${game.currentRound}:${Boolean(game.currentLetter)}`
          : null;
      if (game && turn !== null && turn !== notifiedTurn) {
        void notifyTurnIfHidden(
          game.currentLetter ? 'Place the letter on your grid.' : "It's your turn to choose a letter.",
        );
      }
      notifiedTurn = turn;
    },
  };
}
