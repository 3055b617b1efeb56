// Play across time on the game screen: six preset reactions, a Nudge while the opponent must move and is away,
// Resign, and Claim the win once the opponent has been silent on their turn for 72 hours. They sit in one row beside
// the Feedback link, the faces behind a button, so the round keeps the whole screen on the smallest phone.
import { memo, useCallback, useEffect, useId, useRef, useState } from 'react';
import { REACTIONS, REACTION_FACES, isSeatsTurn, otherSeat, type ReactionId } from '@gridable/common/rules';
import { SIGNAL_MESSAGES } from '@gridable/common/messages';
import type { GameView, Seat } from '@gridable/common';
import { Button } from '../../../components/Button';
import { Dialog } from '../../../components/Dialog';
import { usePopoverDismiss } from '../../../components/usePopoverDismiss';
import { useAppSelector } from '../../../lib/store/hooks';
import { postJson } from '../../../lib/http/postJson';
import { serverNowMs } from '../../../lib/clock/serverClock';
import { selectOpponentLooking, selectSignal } from '../model/friendGameSlice';
import { gameIdentity } from '../hooks/gameIdentity';
import styles from './GameSignals.module.css';

/** Long enough to read a reaction or an error twice. */
const NOTE_SHOWN_MS = 8_000;

/**
 * Memoised: the page renders on every tap of a cell and every socket event, and this row (a dozen components)
 * only changes with the game itself.
 */
export const GameSignals = memo(function GameSignals({ game, seat }: { game: GameView; seat: Seat }) {
  const signal = useAppSelector(selectSignal);
  const opponentLooking = useAppSelector(selectOpponentLooking);
  const [note, setNote] = useState<string | null>(null);
  const [confirmResign, setConfirmResign] = useState(false);
  const [facesOpen, setFacesOpen] = useState(false);
  const closeFaces = useCallback(() => setFacesOpen(false), []);
  const facesId = useId();
  const reactRef = useRef<HTMLDivElement>(null);
  const reactButtonRef = useRef<HTMLButtonElement>(null);
  usePopoverDismiss(facesOpen, closeFaces, reactRef, reactButtonRef);
  const [now, setNow] = useState(() => serverNowMs());
  useEffect(() => {
    const timer = setInterval(() => setNow(serverNowMs()), 60_000);
    return () => clearInterval(timer);
  }, []);
  useEffect(() => {
    if (signal) setNote(signal.text);
  }, [signal]);
  // A note is news, not a state: it gives its line back to the round after a while.
  useEffect(() => {
    if (!note) return;
    const timer = setTimeout(() => setNote(null), NOTE_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [note, signal]);

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
      <div className={styles.row}>
        <div ref={reactRef} className={styles.react}>
          <button
            ref={reactButtonRef}
            type="button"
            className={styles.reaction}
            aria-expanded={facesOpen}
            aria-controls={facesId}
            aria-label="Send a reaction"
            title="Send a reaction"
            onClick={() => setFacesOpen((open) => !open)}
          >
            <span aria-hidden="true">🙂</span>
          </button>
          <div id={facesId} className={styles.faces} role="group" aria-label="Reactions" hidden={!facesOpen}>
            {REACTIONS.map((reaction: ReactionId) => (
              <button
                key={reaction}
                type="button"
                className={styles.reaction}
                aria-label={REACTION_FACES[reaction].label}
                title={REACTION_FACES[reaction].label}
                onClick={() => {
                  setFacesOpen(false);
                  reactButtonRef.current?.focus();
                  void call('reaction', { reaction });
                }}
              >
                {REACTION_FACES[reaction].emoji}
              </button>
            ))}
          </div>
        </div>
        <div className={styles.actions}>
          {theirTurn && !opponentLooking ? (
            <Button
              variant="ghost"
              className={styles.action}
              onClick={() => void call('nudge', {}, SIGNAL_MESSAGES.nudgeSent)}
            >
              Nudge
            </Button>
          ) : null}
          {theirTurn && claimable ? (
            <Button variant="secondary" className={styles.action} onClick={() => void call('claim-win')}>
              Claim the win
            </Button>
          ) : null}
          <Button variant="ghost" className={styles.action} onClick={() => setConfirmResign(true)}>
            Resign
          </Button>
        </div>
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
});
