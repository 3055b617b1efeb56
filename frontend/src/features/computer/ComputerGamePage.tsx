// Play vs Computer (/play-computer): choose a level, play on the friend game's screen with the bot in a worker,
// resume after a reload from local storage, and finish on the end screen with Rematch and a shared result.
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { COMPUTER_MESSAGES, computerOpponentLabel, isBotLevel, BOT_LEVEL_NAMES } from '@gridable/common';
import { Button } from '../../components/Button';
import { Page } from '../../components/Page';
import { useToast } from '../../components/toast/useToast';
import { EndScreen, GameHeader, PlayScreen, type PendingPlacement } from '../friend-game';
import { useShareComputerResultMutation } from './api/computerResultApi';
import { LevelPicker } from './components/LevelPicker';
import { useComputerGame } from './hooks/useComputerGame';
import { viewOf, type ComputerGame } from './model/computerGame';
import {
  computerResult,
  computerResultRequest,
  computerShareText,
  playerResult,
} from './model/computerShare';
import styles from './ComputerGamePage.module.css';

export function ComputerGamePage() {
  const [params, setParams] = useSearchParams();
  const { game, botError, start, rematch, clear, play } = useComputerGame();
  const requested = params.get('level');

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
        <LevelPicker />
      </section>
    );
  } else if (game.core.status === 'completed') {
    screen = <ComputerEnd key={`${game.seed}`} game={game} onRematch={rematch} onChooseLevel={clear} />;
  } else {
    screen = <ComputerPlay key={`${game.seed}`} game={game} play={play} />;
  }

  return (
    <Page width="md">
      <title>{`Gridable · ${COMPUTER_MESSAGES.title}`}</title>
      <GameHeader />
      {game && game.core.status === 'active' ? (
        <p className={styles.opponent}>{computerOpponentLabel(game.level)}</p>
      ) : null}
      {screen}
      {botError ? (
        <p role="alert" className={styles.error}>
          {botError}
        </p>
      ) : null}
    </Page>
  );
}

function ComputerPlay({
  game,
  play,
}: {
  game: ComputerGame;
  play: ReturnType<typeof useComputerGame>['play'];
}) {
  const toast = useToast();
  const [pending, setPending] = useState<PendingPlacement | null>(null);
  const view = viewOf(game);
  const seat = game.humanSeat;
  const hasSubmitted = seat === 1 ? view.player1Submitted : view.player2Submitted;
  const refuse = (message: string) =>
    toast({ title: 'Placement Error', description: message, variant: 'destructive' });

  return (
    <PlayScreen
      game={view}
      seat={seat}
      hasSubmitted={hasSubmitted}
      isConnected
      opponentPresence="active"
      pending={pending && pending.letter === view.currentLetter && !hasSubmitted ? pending : null}
      isPlacementOptimistic={false}
      onChoosePlacement={setPending}
      onSubmitLetter={async (letter) => {
        const refusal = play({ type: 'SELECT_LETTER', letter });
        if (refusal)
          toast({ title: 'Failed to Submit Letter', description: refusal, variant: 'destructive' });
        return refusal === null;
      }}
      onConfirmPlacement={async (cellIndex) => {
        const refusal = play({ type: 'PLACE_LETTER', cellIndex });
        if (refusal) refuse(refusal);
        setPending(null);
        return refusal === null;
      }}
      onPlacementRefused={refuse}
    />
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
      url = (await shareResult(computerResultRequest(game, playedOn)).unwrap()).shareUrl;
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
      opponentName={`Computer (${BOT_LEVEL_NAMES[game.level]})`}
      playedOn={playedOn}
      onShare={() => void share()}
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
