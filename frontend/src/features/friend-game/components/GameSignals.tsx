// Play across time on the game screen: six preset reactions, a Nudge while the opponent must move, Resign,
// and Claim the win once the opponent has been silent on their turn for 72 hours.
import { useEffect, useState } from 'react';
import { REACTIONS, REACTION_FACES, isSeatsTurn, otherSeat, type ReactionId } from '@gridable/common/rules';
import { SIGNAL_MESSAGES } from '@gridable/common/messages';
import type { GameView, Seat } from '@gridable/common';
import { Button } from '../../../components/Button';
import { Dialog } from '../../../components/Dialog';
import { useAppSelector } from '../../../lib/store/hooks';
import { postJson } from '../../../lib/http/postJson';
import { selectSignal } from '../model/friendGameSlice';
import { gameIdentity } from '../hooks/gameIdentity';
import styles from './GameSignals.module.css';

export function GameSignals({ game, seat }: { game: GameView; seat: Seat }) {
  const signal = useAppSelector(selectSignal);
  const [note, setNote] = useState<string | null>(null);
  const [confirmResign, setConfirmResign] = useState(false);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  useEffect(() => {
    if (signal) setNote(signal.text);
  }, [signal]);

  // This browser's own credentials for the game, as its moves send them: a view that came in a broadcast
  // carries every seat's credentials redacted.
  const { clientId, playerUUID } = gameIdentity(game.gameId);
  const credentials = { clientId, playerUUID };
  const base = `/api/games/${game.gameId}`;
  const call = (path: string, body: object = {}, done?: string) =>
    postJson(`${base}/${path}`, { ...credentials, ...body }).then(
      () => done && setNote(done),
      (err: unknown) => setNote(err instanceof Error ? err.message : String(err)),
    );

  const theirTurn = isSeatsTurn(game, otherSeat(seat)) && !isSeatsTurn(game, seat);
  const claimable = game.claimableAt ? Date.parse(game.claimableAt) <= now : false;

  return (
    <section className={styles.signals} aria-label="Reactions and game options">
      <div className={styles.reactions} role="group" aria-label="Send a reaction">
        {REACTIONS.map((reaction: ReactionId) => (
          <button
            key={reaction}
            type="button"
            className={styles.reaction}
            aria-label={REACTION_FACES[reaction].label}
            title={REACTION_FACES[reaction].label}
            onClick={() => void call('reaction', { reaction })}
          >
            {REACTION_FACES[reaction].emoji}
          </button>
        ))}
      </div>
      <div className={styles.actions}>
        {theirTurn ? (
          <Button variant="ghost" onClick={() => void call('nudge', {}, SIGNAL_MESSAGES.nudgeSent)}>
            Nudge
          </Button>
        ) : null}
        {theirTurn && claimable ? (
          <Button variant="secondary" onClick={() => void call('claim-win')}>
            Claim the win
          </Button>
        ) : null}
        <Button variant="ghost" onClick={() => setConfirmResign(true)}>
          Resign
        </Button>
      </div>
      <p className={styles.note} aria-live="polite">
        {note}
      </p>
      <Dialog
        open={confirmResign}
        onClose={() => setConfirmResign(false)}
        title="Resign this game?"
        description="Your opponent wins. This cannot be undone."
        footer={
          <>
            <Button variant="ghost" onClick={() => setConfirmResign(false)}>
              Keep playing
            </Button>
            <Button
              onClick={() => {
                setConfirmResign(false);
                void call('resign');
              }}
            >
              Resign
            </Button>
          </>
        }
      />
    </section>
  );
}
