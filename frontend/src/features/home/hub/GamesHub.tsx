// Home as the hub: your games in progress (friend games, the computer game saved here, today's daily) with
// whose turn it is, the round and the opponent's presence; then recent finished games with Rematch.
import { useCallback, useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { msUntilNextLocalMidnight, seatPhase } from '@gridable/common/rules';
import { OPEN_GAMES_CAP } from '@gridable/common/constants';
import type { HubGame } from '@gridable/common';
import {
  GAME_MESSAGES,
  HUB_MESSAGES,
  computerOpponentLabel,
  dailyRowText,
  hubGameTitle,
  hubRowText,
  moreWaitingText,
  REMATCH_MESSAGES,
  waitsForFriend,
} from '@gridable/common/messages';
import { onPushArrived } from '../../../lib/pwa/pushArrived';
import { showTurnsWaiting } from '../../../lib/pwa/appBadge';
import { watchWakes } from '../../../lib/wakeReads';
import { getOrCreatePlayerIdentity } from '../../../lib/storage';
import { serverNowMs } from '../../../lib/clock/serverClock';
import { Button } from '../../../components/Button';
import type { DailyStatus } from '../dailyStatus';
import { WithdrawControl } from '../../../components/withdraw/WithdrawControl';
import { declineRematch, fetchMyGames, offerRematch } from './myGamesApi';
import { PushOptIn } from './PushOptIn';
import { useSavedComputerGame } from './useSavedComputerGame';
import styles from './GamesHub.module.css';

/** The hub refreshes while Home is open, so a turn taken elsewhere shows up. */
const REFRESH_MS = 30_000;
/**
 * Games nobody has joined yet stay for a day (UNJOINED_GAME_TTL_HOURS) and every Create New Game adds one: past
 * the newest few they fold away, so games with a friend in them (and your leagues below) are not pushed off.
 */
const WAITING_SHOWN = 3;

/** Only the creator (seat 1, alone in the game) can take back an invitation nobody answered. */
function isWithdrawable(game: HubGame): boolean {
  return game.status === 'waiting' && game.playerId === 1 && !game.opponentJoined;
}

export default function GamesHub({ dailyStatus }: { dailyStatus: DailyStatus | null }) {
  const navigate = useNavigate();
  const [games, setGames] = useState<{ inProgress: HubGame[]; finished: HubGame[] } | null>(null);
  const [offline, setOffline] = useState(false);
  const [playerUUID] = useState(() => getOrCreatePlayerIdentity().playerUUID);
  const computer = useSavedComputerGame();

  const load = useCallback(
    () =>
      fetchMyGames(playerUUID).then(
        (mine) => {
          // Anything but the two lists (an old server, a proxy's page) counts as not reachable.
          const ok = Array.isArray(mine?.inProgress) && Array.isArray(mine?.finished);
          setGames(ok ? mine : null);
          if (ok)
            showTurnsWaiting(mine.inProgress.filter((game) => game.yourTurn).map((game) => game.gameId));
          setOffline(!ok);
          return ok;
        },
        () => {
          setOffline(true);
          return false;
        },
      ),
    [playerUUID],
  );
  useEffect(() => {
    // A hidden tab's timers are throttled to a minute or more, and its list may be hours old by the time the
    // player comes back to it (another tab, the phone unlocked, the page restored by Back): read it again
    // then, once per wake, rather than show "Their turn" for a move already made until the next tick.
    const stopWakes = watchWakes(load, REFRESH_MS);
    // A push (a friend moved, a nudge) reaches the service worker even with Home open: the list follows it.
    const stopPush = onPushArrived(() => void load());
    return () => {
      stopPush();
      stopWakes();
    };
  }, [load]);

  const rematch = (game: HubGame) => {
    if (game.rematchGameId) {
      void navigate(`/game/${game.rematchGameId}`);
      return;
    }
    offerRematch(game.gameId, playerUUID).then(
      (reply) => {
        if (reply.rematch.rematchGameId) void navigate(`/game/${reply.rematch.rematchGameId}`);
        else void load();
      },
      () => void navigate(`/game/${game.gameId}`),
    );
  };

  // A decline that fails (the offer was taken back meanwhile, no network) leaves the list to say what stands.
  const decline = (game: HubGame) => void declineRematch(game.gameId, playerUUID).finally(() => void load());

  // Read at each render: the list re-renders with every read of it, so "2 h ago" keeps up.
  const now = serverNowMs();
  const vsComputer = computer && computer.core.status !== 'completed' ? computer : null;
  const computerTurn = vsComputer ? seatPhase(vsComputer.core, vsComputer.humanSeat) : null;
  // Until today's status is known the daily counts as still to play, as Home's own buttons do: the entry is
  // there from the first paint (and in the app shell) and only goes once the day turns out to be done.
  const dailyToPlay = dailyStatus?.hasCompleted !== true;
  const inProgress = games?.inProgress ?? [];
  const started = inProgress.filter((game) => !waitsForFriend(game));
  const waiting = inProgress.filter(waitsForFriend);
  // Gone from the list at once; the next read agrees (the server no longer lists a withdrawn game).
  const withdrawn = (gameId: string) => {
    setGames((held) =>
      held ? { ...held, inProgress: held.inProgress.filter((game) => game.gameId !== gameId) } : held,
    );
    void load();
  };
  const friendRow = (game: HubGame) => (
    <li key={game.gameId} className={styles.game}>
      {/* Two lines at any width, as a game list on a phone reads: who and whose turn, then the round, score and
          how long ago. The opponent's presence is a dot (said in words to a screen reader). */}
      <Link to={`/game/${game.gameId}`} className={styles.link}>
        <span className={styles.name}>
          {hubGameTitle(game)}
          {game.opponentJoined ? (
            <>
              {game.opponentPresent ? <span className={styles.here} aria-hidden="true" /> : null}
              <span className="visually-hidden">
                {game.opponentPresent ? ', opponent here' : ', opponent away'}
              </span>
            </>
          ) : null}
        </span>
        {game.yourTurn ? (
          <span className={`${styles.badge} ${styles.yours}`}>Your turn</span>
        ) : game.theirTurn ? (
          <span className={styles.badge}>Their turn</span>
        ) : null}
        <span className={styles.detail}>{hubRowText(game, now)}</span>
        {game.claimableAt && Date.parse(game.claimableAt) <= now ? (
          <span className={styles.detail}>{HUB_MESSAGES.claimable}</span>
        ) : null}
      </Link>
      {isWithdrawable(game) ? (
        <WithdrawControl gameId={game.gameId} onWithdrawn={() => withdrawn(game.gameId)} />
      ) : null}
    </li>
  );
  // Notifications are offered once there is something to be told about: a friend game (a move, a rematch
  // offer) or a daily played (the reminder). Until the list arrives (and in the app shell) none is offered.
  const worthTelling =
    (games !== null && (games.inProgress.length > 0 || games.finished.length > 0)) ||
    dailyStatus?.hasCompleted === true ||
    (dailyStatus?.streak ?? 0) > 0;
  const nothing =
    games !== null && games.inProgress.length === 0 && computer !== undefined && !vsComputer && !dailyToPlay;
  return (
    // Busy until the list has come (or is known not to come): what is shown meanwhile is not the whole of it.
    <section
      className={styles.hub}
      aria-labelledby="hub-title"
      aria-busy={games === null && !offline ? true : undefined}
    >
      <h2 id="hub-title" className={styles.title}>
        Your games
      </h2>
      {/* Said before Play a Friend is tried: the server refuses one more game past the cap. */}
      {inProgress.length >= OPEN_GAMES_CAP ? (
        <p className={styles.full}>{GAME_MESSAGES.tooManyGames}</p>
      ) : null}
      <ul className={styles.list}>
        {dailyToPlay ? (
          <li className={styles.game}>
            <Link to="/daily-challenge" className={styles.link}>
              <span className={styles.name}>Today&apos;s Gridable</span>
              <span className={`${styles.badge} ${styles.yours}`}>Your turn</span>
              <span className={styles.detail}>
                {dailyRowText(dailyStatus, msUntilNextLocalMidnight(new Date(now)))}
              </span>
            </Link>
          </li>
        ) : null}
        {vsComputer ? (
          <li className={styles.game}>
            <Link to="/play-computer" className={styles.link}>
              <span className={styles.name}>{computerOpponentLabel(vsComputer.level)}</span>
              {computerTurn === 'choose' || computerTurn === 'place' ? (
                <span className={`${styles.badge} ${styles.yours}`}>Your turn</span>
              ) : null}
              <span className={styles.detail}>Round {vsComputer.core.currentRound}</span>
            </Link>
          </li>
        ) : null}
        {started.map(friendRow)}
        {waiting.slice(0, WAITING_SHOWN).map(friendRow)}
      </ul>
      {waiting.length > WAITING_SHOWN ? (
        <details className={styles.more}>
          <summary>{moreWaitingText(waiting.length - WAITING_SHOWN)}</summary>
          <ul className={styles.list}>{waiting.slice(WAITING_SHOWN).map(friendRow)}</ul>
        </details>
      ) : null}
      {nothing ? <p className={styles.empty}>No games in progress.</p> : null}
      {offline ? (
        <p className={styles.empty}>Offline: your friend games show when you are back online.</p>
      ) : null}

      {games && games.finished.length > 0 ? (
        <>
          <h3 className={styles.subtitle}>Recent games</h3>
          <ul className={styles.list}>
            {games.finished.map((game) => (
              <li
                key={game.gameId}
                className={`${styles.game} ${styles.finished} ${game.rematchOffered && !game.rematchGameId ? styles.answering : ''}`}
              >
                <Link to={`/game/${game.gameId}`} className={styles.link}>
                  <span className={styles.name}>{hubGameTitle(game)}</span>
                  <span className={styles.detail}>
                    {resultText(game)} {game.yourScore}–{game.opponentScore}
                    {game.rematchDeclined ? ` · ${REMATCH_MESSAGES.declinedShort}` : ''}
                  </span>
                </Link>
                {game.rematchOffered && !game.rematchGameId ? (
                  <Button variant="ghost" className={styles.decline} onClick={() => decline(game)}>
                    {REMATCH_MESSAGES.decline}
                  </Button>
                ) : null}
                <Button
                  variant="secondary"
                  className={styles.rematch}
                  onClick={() => rematch(game)}
                  disabled={game.rematchAsked && !game.rematchGameId}
                >
                  {game.rematchGameId
                    ? 'Open rematch'
                    : game.rematchOffered
                      ? 'Accept rematch'
                      : game.rematchAsked
                        ? REMATCH_MESSAGES.offeredShort
                        : REMATCH_MESSAGES.offer}
                </Button>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <PushOptIn playerUUID={playerUUID} worthTelling={worthTelling} />
    </section>
  );
}

function resultText(game: HubGame): string {
  const result = game.result === 'won' ? 'Won' : game.result === 'lost' ? 'Lost' : 'Tied';
  if (game.ending === 'resigned') return `${result} (resigned)`;
  if (game.ending === 'claimed') return `${result} (no move for 72 h)`;
  return result;
}
