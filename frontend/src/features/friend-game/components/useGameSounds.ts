// The friend game's sound cues, played on changes the player would otherwise have to watch for: your turn
// begins, the opponent places, a word forms on your grid. The end cue belongs to the end screen.
import { useEffect, useRef } from 'react';
import { hasSubmitted, otherSeat } from '@gridable/common/rules';
import type { GameView, Seat } from '@gridable/common';
import { playCue } from '../../../lib/sound';
import type { TurnPhase } from '../model/turnStatus';

export function opponentSubmitted(game: GameView, seat: Seat): boolean {
  return hasSubmitted(game, otherSeat(seat));
}

interface SoundInputs {
  phase: TurnPhase;
  round: number;
  opponentHasPlaced: boolean;
  score: number;
}

export function useGameSounds({ phase, round, opponentHasPlaced, score }: SoundInputs): void {
  const previous = useRef<SoundInputs | null>(null);
  useEffect(() => {
    const before = previous.current;
    previous.current = { phase, round, opponentHasPlaced, score };
    // The first render is the page arriving, not something that just happened.
    if (!before) return;
    const isMyMove = phase === 'choose' || phase === 'place';
    const wasMyMove = before.phase === 'choose' || before.phase === 'place';
    if (score > before.score) playCue('word');
    else if (isMyMove && (!wasMyMove || round !== before.round)) playCue('your-turn');
    else if (opponentHasPlaced && !before.opponentHasPlaced && round === before.round)
      playCue('opponent-move');
  }, [phase, round, opponentHasPlaced, score]);
}
