// What players are told about resigning, claiming a silent game, nudges and reactions.
export const ENDING_MESSAGES = Object.freeze({
  notInPlay: 'This game is not in play',
  notOpponentsTurn: 'You can claim the win only while your opponent has to move',
  tooSoon: 'Your opponent has 72 hours to move before you can claim the win',
  resignedByYou: 'You resigned',
  resignedByOpponent: 'Your opponent resigned',
  claimedByYou: 'You claimed the win: your opponent did not move for 72 hours',
  claimedByOpponent: 'Your opponent claimed the win after 72 hours without a move',
});

/**
 * How a game that ended early ended, told from `seat`'s side: the end screen says it to both players.
 * `winner` is the seat that won (the resigner's opponent, or the player who claimed).
 */
export function endingLine(ending: 'resigned' | 'claimed', winner: 1 | 2, seat: 1 | 2): string {
  const won = winner === seat;
  if (ending === 'resigned') return won ? ENDING_MESSAGES.resignedByOpponent : ENDING_MESSAGES.resignedByYou;
  return won ? ENDING_MESSAGES.claimedByYou : ENDING_MESSAGES.claimedByOpponent;
}

export const SIGNAL_MESSAGES = Object.freeze({
  nudgeTooSoon: 'You can nudge once every 12 hours',
  nudgeNotTheirTurn: 'You can nudge only while your opponent has to move',
  nudgeNoOpponent: 'Nobody has joined yet to nudge',
  nudgeSent: 'Nudge sent',
  nudged: 'Your opponent nudged you: it is your turn',
  reactionTooFast: 'Slow down: a few reactions at a time',
  notInPlay: 'Reactions and nudges are for games in play',
});
