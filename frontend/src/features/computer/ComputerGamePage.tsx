// Play vs Computer (/play-computer): choose a level, play on the friend game's screen with the bot in a worker,
// resume after a reload from local storage, and finish on the end screen with Rematch and a shared result.
import { useEffect, useMemo, useRef, useState } from 'react';
import { useStore } from 'react-redux';
import { useSearchParams } from 'react-router-dom';
import { isBotLevel, isSeatsTurn } from '@gridable/common/rules';
import { COMPUTER_MESSAGES, computerName } from '@gridable/common/messages';
import { Button } from '../../components/Button';
import { Page } from '../../components/Page';
import { useToast } from '../../components/toast/useToast';
import { useAppDispatch, useAppSelector } from '../../lib/store/hooks';
import type { AppStore } from '../../lib/store/store';
import {
  EndScreen,
  LiveAnnouncer,
  PlayScreen,
  placementChosen,
  selectHasSubmitted,
  useFinalReveal,
  useGameSession,
} from '../friend-game';
import { ComputerOpponent } from './components/ComputerOpponent';
import { useTurnSignals } from '../../lib/turnSignals/useTurnSignals';
import { useShareComputerResultMutation } from './api/computerResultApi';
import { LevelPicker } from '../../components/LevelPicker/LevelPicker';
import { hasPlayedComputer, readComputerRecord } from '../../lib/storage/computerRecord';
import { useComputerGame, type ComputerGameControls } from './hooks/useComputerGame';
import { createComputerGameSession } from './session/computerSession';
import type { ComputerGame } from './model/computerGame';
import {
  computerResult,
  computerResultRequest,
  computerShareText,
  playerResult,
} from './model/computerShare';
import styles from './ComputerGamePage.module.css';

const PAGE_TITLE = `Gridable · ${COMPUTER_MESSAGES.title}`;

export function ComputerGamePage() {
  const [params, setParams] = useSearchParams();
  const controls = useComputerGame();
  const { game, botError, start, rematch, clear } = controls;
  const requested = params.get('level');
  // The last letter completes the game at once: the finished board stays up a moment first, as a friend's does.
  const isRevealing = useFinalReveal(game?.core.status ?? null);

  // A level in the URL starts a new game once; the URL is then cleared so a reload resumes instead of restarting.
  useEffect(() => {
    if (!isBotLevel(requested)) return;
    start(requested);
    setParams({}, { replace: true });
  }, [requested, setParams, start]);

  let screen;
  if (!game || isBotLevel(requested)) {
    screen = (
      <section className={styles.choose} aria-labelledby="computer-title">
        <h1 id="computer-title" className={styles.title}>
          {COMPUTER_MESSAGES.title}
        </h1>
        <p className={styles.lead}>{COMPUTER_MESSAGES.chooseLevel}</p>
        {/* Advice for a first game only: someone with a record against the levels knows where they stand. */}
        {hasPlayedComputer(readComputerRecord()) ? null : (
          <p className={styles.lead}>{COMPUTER_MESSAGES.firstGameLevel}</p>
        )}
        <LevelPicker />
      </section>
    );
  } else if (game.core.status === 'completed' && !isRevealing) {
    screen = <ComputerEnd key={`${game.seed}`} game={game} onRematch={rematch} onChooseLevel={clear} />;
  } else {
    screen = <ComputerPlay controls={controls} isRevealing={isRevealing} />;
  }

  const isPlaying = game !== null && (game.core.status === 'active' || isRevealing);
  return (
    // A round fills exactly one screen, as in a friend game; menus and the end screen keep the reading width.
    <Page width={isPlaying ? 'game' : 'md'}>
      {/* The round in play writes its own title, with the turn signal. */}
      {isPlaying ? null : <title>{PAGE_TITLE}</title>}
      {screen}
      {botError ? (
        <p role="alert" className={styles.error}>
          {botError}
        </p>
      ) : null}
    </Page>
  );
}

/** The round in play, on the friend game's PlayScreen fed by the friendGame slice this page's session fills. */
function ComputerPlay({ controls, isRevealing }: { controls: ComputerGameControls; isRevealing: boolean }) {
  const dispatch = useAppDispatch();
  const store = useStore() as AppStore;
  const toast = useToast();
  // The session lives as long as the page; it always plays through the latest controls.
  const playRef = useRef(controls.play);
  useEffect(() => {
    playRef.current = controls.play;
  });
  const session = useMemo(
    () =>
      createComputerGameSession((move) => playRef.current(move), {
        dispatch: store.dispatch,
        getState: () => store.getState(),
        notify: toast,
      }),
    [store, toast],
  );
  const { state, submitLetter, submitPlacement, refusePlacement } = useGameSession(session);
  const hasSubmitted = useAppSelector(selectHasSubmitted);
  useEffect(() => session.show(controls.game), [session, controls.game]);

  const { game, playerInfo } = state;
  const yourTurn =
    !!game &&
    !!playerInfo &&
    game.status === 'active' &&
    isSeatsTurn(game, playerInfo.playerId, hasSubmitted);
  const title = useTurnSignals(PAGE_TITLE, yourTurn);
  if (!game || !playerInfo) return <title>{title}</title>;
  return (
    <>
      <title>{title}</title>
      <PlayScreen
        game={game}
        seat={playerInfo.playerId}
        hasSubmitted={hasSubmitted}
        isConnected
        opponentPresence="active"
        pending={state.pending}
        isPlacementOptimistic={state.isPlacementOptimistic}
        onChoosePlacement={(pending) => dispatch(placementChosen(pending))}
        onSubmitLetter={submitLetter}
        onConfirmPlacement={submitPlacement}
        onPlacementRefused={refusePlacement}
        isRevealing={isRevealing}
        confirmation={state.confirmation}
        opponent={
          <ComputerOpponent level={controls.game?.level ?? 'easy'} isThinking={controls.isThinking} />
        }
      />
      <LiveAnnouncer message={state.announcement} />
    </>
  );
}

function ComputerEnd({
  game,
  onRematch,
  onChooseLevel,
}: {
  game: ComputerGame;
  onRematch: () => void;
  onChooseLevel: () => void;
}) {
  const toast = useToast();
  const [shareResult, { isLoading: isSharing }] = useShareComputerResultMutation();
  const [playedOn] = useState(() => new Date());

  async function share() {
    let url = window.location.origin;
    let isLinked = true;
    try {
      const { shareUrl } = await shareResult(computerResultRequest(game, playedOn)).unwrap();
      // A server without PUBLIC_URL answers a site-relative link: it is this site's.
      url = new URL(shareUrl, window.location.origin).href;
    } catch {
      // The game never needed the server; without it the result is shared as text alone.
      isLinked = false;
    }
    try {
      await navigator.clipboard.writeText(computerShareText(game, url));
      toast(
        isLinked
          ? { title: 'Results copied!' }
          : { title: 'Results copied!', description: COMPUTER_MESSAGES.shareFailed },
      );
    } catch {
      toast({
        title: 'Error copying results',
        description: 'Please try again or manually copy the results.',
        variant: 'destructive',
      });
    }
  }

  return (
    <EndScreen
      you={playerResult(game)}
      opponent={computerResult(game)}
      opponentName={computerName(game.level)}
      // "Computer (Easy)'s grid" reads badly; the caption above it already names the level.
      opponentOwner="Opponent's"
      playedOn={playedOn}
      reviewTo="/review/computer"
      onShare={() => void share()}
      overlayKey={`computer-${game.seed}`}
      rematch={
        <div className={styles.rematchRow}>
          <Button size="lg" onClick={onRematch} disabled={isSharing}>
            {COMPUTER_MESSAGES.rematch}
          </Button>
          <Button size="lg" variant="secondary" onClick={onChooseLevel}>
            {COMPUTER_MESSAGES.chooseAnotherLevel}
          </Button>
        </div>
      }
    />
  );
}
