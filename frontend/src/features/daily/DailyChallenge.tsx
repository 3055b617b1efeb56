// The daily challenge from start to finish: loading, the texts of docs/PROTOCOL.md §2/§8 for what can go wrong, play, then the end.
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { dailyTitle } from '@gridable/common/rules';
import { Button } from '../../components/Button';
import { MessageScreen } from '../../components/MessageScreen';
import { useOnline } from '../../components/connection/useOnline';
import { DailyFirstScreen } from './DailyFirstScreen';
import { DailyGameScreen } from './DailyGameScreen';
import { DAILY_SCREEN_TITLE, DailyLoading } from './DailyLoading';
import { DAILY_MESSAGES, DAY_DONE_LABELS } from '@gridable/common/messages';
import { DailyResult } from './DailyResult';
import { DailyVisitorView } from './DailyVisitorView';
import { DayDonePanel } from './DayDonePanel';
import { useDailyGame } from './useDailyGame';
import { useSequenceCheck } from './useSequenceCheck';
import { isFirstVisitStarting } from './session/earlyStart';
import { todaysGameNumber } from '../../lib/timeZone';
import { DAILY_REMINDER_TAG } from '../../lib/pwa/gameNotifications';
import { useClearNotifications } from '../../lib/pwa/useClearNotifications';

const SCREEN_TITLE = DAILY_SCREEN_TITLE;

/** `gameId` opens that game; without one, today's game is started or resumed. */
export function DailyChallenge({ gameId }: { gameId?: string }) {
  const navigate = useNavigate();
  // Read before the session takes the early start: a first visit's loading screen is its game's first screen.
  const [firstVisitGame] = useState(() =>
    gameId === undefined && isFirstVisitStarting() ? todaysGameNumber() : null,
  );
  const daily = useDailyGame(gameId);
  const { state } = daily;
  const isOnline = useOnline();
  // Today's game open: the reminder of it is done with (a past day's game leaves it).
  useClearNotifications(gameId === undefined ? DAILY_REMINDER_TAG : null);
  useSequenceCheck(
    state.phase === 'ready' && state.isOwner && state.game.date !== '' ? state.game.date : null,
  );
  const returnHome = <Button onClick={() => void navigate('/')}>Return Home</Button>;

  switch (state.phase) {
    case 'loading':
      return firstVisitGame !== null ? <DailyFirstScreen gameNumber={firstVisitGame} /> : <DailyLoading />;
    case 'invalid':
      return (
        <MessageScreen title={SCREEN_TITLE} tone="danger" action={returnHome}>
          <title>{`${SCREEN_TITLE} · Gridable`}</title>
          <p role="alert">{DAILY_MESSAGES.invalidGameUrl}</p>
        </MessageScreen>
      );
    case 'error':
      // Whatever failed (no network, the server down, a refusal), a fresh start is one press away: in place
      // when nothing answered (a reload needs the network too), else a reload.
      return (
        <MessageScreen
          title={SCREEN_TITLE}
          tone="danger"
          action={
            <>
              <Button onClick={() => (state.offline ? daily.retry() : window.location.reload())}>
                {DAILY_MESSAGES.tryAgain}
              </Button>
              <Button variant="secondary" onClick={() => void navigate('/')}>
                Return Home
              </Button>
            </>
          }
        >
          <title>{`${SCREEN_TITLE} · Gridable`}</title>
          <p role="alert">{state.message}</p>
          {state.offline ? <p>{state.offline}</p> : isOnline ? null : <p>{DAILY_MESSAGES.offline}</p>}
        </MessageScreen>
      );
    case 'alreadyCompleted':
      // One way leads: back to today's result, what a player who has finished wants to see again. Home is
      // the way out beside it, quieter; with no result to link to, it leads itself.
      return (
        <MessageScreen
          title={state.gameNumber === null ? DAY_DONE_LABELS.completed : dailyTitle(state.gameNumber)}
          action={
            <Button variant={state.gameId ? 'secondary' : 'primary'} onClick={() => void navigate('/')}>
              Return Home
            </Button>
          }
        >
          <title>{`${SCREEN_TITLE} · Gridable`}</title>
          <p>{state.message}</p>
          <DayDonePanel resultGameId={state.gameId} />
        </MessageScreen>
      );
    case 'ready':
      if (!state.isOwner) return <DailyVisitorView game={state.game} />;
      return state.game.status === 'completed' ? (
        <DailyResult game={state.game} />
      ) : (
        <DailyGameScreen
          game={state.game}
          busy={daily.busy}
          pending={daily.pending}
          tentative={daily.tentative}
          error={daily.actionError}
          confirmation={daily.confirmation}
          onChooseCell={daily.chooseCell}
          onConfirmPlacement={daily.confirmPlacement}
          onUndoPlacement={daily.undoPlacement}
          onSelectLetter={daily.selectLetter}
        />
      );
  }
}
