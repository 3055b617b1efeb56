// The friend game screen (/game/:gameId): loading, waiting for player 2, the rounds, and the end screen.
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { LEGACY_DAILY_PREFIX } from '@gridable/common/constants';
import { couldNameGame, isSeatsTurn, otherSeat, seatView } from '@gridable/common/rules';
import { CONNECTION_MESSAGES, GAME_MESSAGES, TOAST_TITLES, endingLine } from '@gridable/common/messages';
import { useAppDispatch, useAppSelector } from '../../lib/store/hooks';
import { Button } from '../../components/Button';
import { MessageScreen } from '../../components/MessageScreen';
import { useOnline } from '../../components/connection/useOnline';
import { Page } from '../../components/Page';
import { EndScreen } from './end/EndScreen';
import { GameLoading } from './components/GameLoading';
import { LiveAnnouncer } from './components/LiveAnnouncer';
import { PlayScreen } from './components/PlayScreen';
import { useFinalReveal } from './components/useFinalReveal';
import { WaitingScreen } from './components/WaitingScreen';
import { useFriendGame } from './hooks/useFriendGame';
import { placementChosen, selectHasSubmitted } from './model/friendGameSlice';
import { useTurnSignals } from '../../lib/turnSignals/useTurnSignals';
import { gameNotificationTag } from '../../lib/pwa/gameNotifications';
import { useClearNotifications } from '../../lib/pwa/useClearNotifications';
import { GameSignals } from './components/GameSignals';
import { linkedGameId } from './linkedGameId';
import { WatchGame } from './watch/WatchGame';
import { opponentNameFor } from './model/playerNames';

export function FriendGamePage() {
  const { gameId: rawId = '' } = useParams();
  // docs/PROTOCOL.md §2: ids starting DC- are legacy daily games and belong to the daily screen.
  if (rawId.toUpperCase().startsWith(LEGACY_DAILY_PREFIX))
    return <Navigate to={`/daily-challenge/${rawId}`} replace />;
  const meant = linkedGameId(rawId);
  if (meant !== null) return <Navigate to={`/game/${meant}`} replace />;
  // An id no game was ever given (a mistyped or cut link) is answered here, without a request for it.
  if (!couldNameGame(rawId.trim())) return <GameGone withdrawn={false} />;
  return <FriendGame key={rawId.toUpperCase()} gameId={rawId.trim().toUpperCase()} />;
}

/** A game that is not there: never made, or withdrawn by its creator before anyone joined. */
function GameGone({ withdrawn }: { withdrawn: boolean }) {
  const navigate = useNavigate();
  // A withdrawn game's link says so: the friend learns the invitation was taken back, not that it never was.
  const heading = withdrawn ? TOAST_TITLES.gameWithdrawn : TOAST_TITLES.gameNotFound;
  return (
    <>
      <title>{`${heading} · Gridable`}</title>
      <MessageScreen
        title={heading}
        tone={withdrawn ? 'neutral' : 'danger'}
        action={
          <>
            <Button onClick={() => void navigate('/')}>Return to Home</Button>
            {/* A mistyped or half-copied code is the usual cause: the way to type it again is one tap away. */}
            {!withdrawn && (
              <Button variant="secondary" onClick={() => void navigate('/play-friend')}>
                Enter Another Code
              </Button>
            )}
          </>
        }
      >
        <p>{withdrawn ? GAME_MESSAGES.gameWithdrawn : GAME_MESSAGES.joinNotFound}</p>
      </MessageScreen>
    </>
  );
}

function FriendGame({ gameId }: { gameId: string }) {
  const dispatch = useAppDispatch();
  const { state, submitLetter, submitPlacement, refusePlacement } = useFriendGame(gameId);
  const hasSubmitted = useAppSelector(selectHasSubmitted);
  // The browser's offline event is immediate; the socket notices a silent drop only at its next ping.
  const online = useOnline();
  useClearNotifications(gameNotificationTag(gameId));
  const { game, playerInfo, fatal, connection, isPollingFallback } = state;
  // Without the socket but with REST answering, the game plays on over REST and says so.
  const isReachable = connection !== 'disconnected' || isPollingFallback;
  const connectionNotice = isPollingFallback ? CONNECTION_MESSAGES.pollingFallback : null;
  const isRevealing = useFinalReveal(game?.status ?? null);
  const seatNow = playerInfo?.playerId ?? null;
  const yourTurn =
    !!game && seatNow !== null && game.status === 'active' && isSeatsTurn(game, seatNow, hasSubmitted);
  const title = useTurnSignals(`Gridable · Game ${gameId}`, yourTurn);

  // A full game's link makes its visitor a watcher instead of turning them away.
  if (fatal === 'full') return <WatchGame gameId={gameId} />;
  if (fatal) return <GameGone withdrawn={fatal === 'withdrawn'} />;

  const seat = playerInfo?.playerId ?? null;
  let screen;
  let isPlaying = false;
  if (!game || seat === null) {
    screen = (
      <GameLoading
        gameId={gameId}
        isConnected={connection === 'connected'}
        hasConnectionError={!isReachable}
        isOffline={!online}
      />
    );
  } else if (game.status === 'waiting' || game.player2 === null) {
    screen = (
      <WaitingScreen
        gameId={gameId}
        notice={connectionNotice}
        canWithdraw={seat === 1 && game.status === 'waiting'}
      />
    );
  } else if (game.status === 'completed' && !isRevealing) {
    const you = seatView(game, seat);
    const playedOn = new Date(game.lastActivityAt);
    screen =
      game.gameMode === 'daily' ? (
        <EndScreen mode="daily" you={you} playedOn={playedOn} overlayKey={gameId} />
      ) : (
        <EndScreen
          you={you}
          opponent={seatView(game, otherSeat(seat))}
          opponentName={opponentNameFor(game, seat)}
          playedOn={playedOn}
          overlayKey={gameId}
          // A game ended early has no 16 rounds to review.
          reviewTo={game.ending ? undefined : `/review/${gameId}`}
          endedEarly={
            game.ending
              ? {
                  won: game.ending.winner === seat,
                  line: endingLine(game.ending.ending, game.ending.winner, seat),
                }
              : undefined
          }
        />
      );
  } else {
    isPlaying = true;
    screen = (
      <PlayScreen
        game={game}
        seat={seat}
        hasSubmitted={hasSubmitted}
        // While the first connection is still being made, moves go over REST; only a lost one disables them.
        isConnected={isReachable && online}
        opponentPresence={state.opponentPresence}
        pending={state.pending}
        isPlacementOptimistic={state.isPlacementOptimistic}
        onChoosePlacement={(pending) => dispatch(placementChosen(pending))}
        onSubmitLetter={submitLetter}
        onConfirmPlacement={submitPlacement}
        onPlacementRefused={refusePlacement}
        isRevealing={isRevealing}
        confirmation={state.confirmation}
        watchers={state.watchers}
        connectionNotice={connectionNotice}
        signals={game.status === 'active' && !isRevealing ? <GameSignals game={game} seat={seat} /> : null}
      />
    );
  }

  return (
    <Page width={isPlaying ? 'game' : 'md'}>
      <title>{title}</title>
      {screen}
      <LiveAnnouncer message={state.announcement} />
    </Page>
  );
}
