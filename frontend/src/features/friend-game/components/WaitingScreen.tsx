// 'Waiting for Player 2': the game code, the creator's name, Share Game Link (native share, else copy), Return
// Home (clears the session) and, for the creator, Withdraw game.
import { useNavigate } from 'react-router-dom';
import { Button } from '../../../components/Button';
import { useToast } from '../../../components/toast/useToast';
import { clearSession } from '../../../lib/storage';
import { WithdrawControl } from '../../../components/withdraw/WithdrawControl';
import { PlayerNameField } from '../../../components/PlayerNameField/PlayerNameField';
import card from './GameCard.module.css';
import styles from './WaitingScreen.module.css';

export const INVITE_NAME_HINT = 'Your friend sees it in the invitation and the game.';

export function gameUrl(gameId: string): string {
  return `${window.location.origin}/game/${gameId}`;
}

export function WaitingScreen({
  gameId,
  notice = null,
  canWithdraw = false,
}: {
  gameId: string;
  notice?: string | null;
  /** The creator, alone in the game, may take the invitation back. */
  canWithdraw?: boolean;
}) {
  const navigate = useNavigate();
  const toast = useToast();

  async function shareLink() {
    const url = gameUrl(gameId);
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: 'Gridable', text: `Join my Gridable game: ${gameId}`, url });
        return;
      } catch (error) {
        // Cancelling the share sheet is the person's choice, not a failure (docs/PROTOCOL.md §8).
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: 'Copied!', description: 'The game link is on your clipboard.' });
    } catch {
      toast({ title: "Couldn't copy automatically", description: `Your game code is: ${gameId}` });
    }
  }

  function returnHome() {
    clearSession();
    void navigate('/');
  }

  return (
    <section className={card.card} aria-labelledby="waiting-title">
      <span className={card.spinner} aria-hidden="true" />
      <h1 id="waiting-title" className={card.title}>
        Waiting for Player 2
      </h1>
      <p>Share this code or the link with a friend. The game starts when they join.</p>
      {notice ? <p role="status">{notice}</p> : null}
      <p className={styles.codeLabel}>Game code</p>
      <p className={styles.code} aria-label={`Game code ${gameId.split('').join(' ')}`}>
        {gameId}
      </p>
      {/* Named before the link goes out, the invitation says who sends it ("Join Ana for a game of Gridable"). */}
      <PlayerNameField className={styles.name} hint={INVITE_NAME_HINT} />
      <div className={styles.stackActions}>
        <Button size="lg" fullWidth onClick={() => void shareLink()}>
          Share Game Link
        </Button>
        <Button variant="secondary" fullWidth onClick={returnHome}>
          Return Home
        </Button>
        {canWithdraw ? <WithdrawControl gameId={gameId} onWithdrawn={returnHome} fullWidth /> : null}
      </div>
    </section>
  );
}
