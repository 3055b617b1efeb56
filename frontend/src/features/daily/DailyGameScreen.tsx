// The daily's adapter onto the shared game screen: the blind letter announced face down (a tap or key shows it),
// the player's own pick on the letter keyboard in even rounds, and a picked cell sent with Submit or taken back
// with Undo. The day's name sits where a friend game shows the opponent; Return to Menu sits beside Feedback.
import { Link } from 'react-router-dom';
import { ARCHIVE_MARK, blindLetterOrdinal, dailyTitle, placementRefusal } from '@gridable/common/rules';
import { DAILY_MESSAGES, placeLetterMessage } from '@gridable/common/messages';
import { CurrentLetter } from '../../components/game-screen/CurrentLetter';
import { GameScreen, type GameScreenPhase } from '../../components/game-screen/GameScreen';
import { Page } from '../../components/Page';
import { useTurnSignals } from '../../lib/turnSignals/useTurnSignals';
import type { DailyGame } from './dailyGame';
import { DAILY_PLAY_TEXT } from './dailyPlayText';
import { useBlindLetterAnnouncement, type BlindLetterAnnouncement } from './useBlindLetterAnnouncement';
import type { DailyBusy, PendingPlacement } from './useDailyGame';
import styles from './DailyGameScreen.module.css';

export interface DailyGameScreenProps {
  game: DailyGame;
  busy: DailyBusy;
  /** The placement being sent. */
  pending: PendingPlacement | null;
  /** The cell picked but not yet sent. */
  tentative: PendingPlacement | null;
  error: string | null;
  /** The last move, confirmed. */
  confirmation?: string | null;
  onChooseCell: (cellIndex: number) => void;
  onConfirmPlacement: () => void;
  onUndoPlacement: () => void;
  onSelectLetter: (letter: string) => void;
  /**
   * Today's game is still on its way and this is its first round (a first visit, DailyFirstScreen): the first
   * blind letter shown announced and face down, as the game will open, with nothing to reveal or act on yet.
   */
  awaitingGame?: boolean;
}

const STILL_ANNOUNCING: BlindLetterAnnouncement = {
  ordinal: blindLetterOrdinal(1),
  isAnnouncing: true,
  skip: () => undefined,
};

export function DailyGameScreen({
  game,
  busy,
  pending,
  tentative,
  error,
  confirmation = null,
  onChooseCell,
  onConfirmPlacement,
  onUndoPlacement,
  onSelectLetter,
  awaitingGame = false,
}: DailyGameScreenProps) {
  const live = useBlindLetterAnnouncement(
    game.gameId,
    game.currentRound,
    game.currentLetter,
    game.status === 'active' && !awaitingGame,
  );
  const announcement = awaitingGame ? STILL_ANNOUNCING : live;
  const { ordinal, isAnnouncing } = announcement;
  const canPlace =
    game.status === 'active' &&
    placementRefusal(game, { submitted: false }) === null &&
    !isAnnouncing &&
    busy === null;
  const title = dailyTitle(game.gameNumber);
  const isChoosing = game.status === 'active' && game.roundState === 'AWAITING_LETTER' && busy !== 'place';

  const phase: GameScreenPhase = isAnnouncing
    ? 'announce'
    : isChoosing
      ? 'choose'
      : canPlace
        ? 'place'
        : 'wait';
  // The daily is solo: it is the player's move whenever the game waits on them (a letter face down is theirs
  // to place too), and not while a move of theirs is on its way.
  const tabTitle = useTurnSignals(`${title} · Gridable`, game.status === 'active' && phase !== 'wait');
  const letter = game.currentLetter;
  let status: string | null;
  if (isAnnouncing && ordinal) status = DAILY_PLAY_TEXT.announcing(ordinal);
  else if (phase === 'choose') status = DAILY_PLAY_TEXT.choose(game.currentRound);
  else if (phase === 'place' && letter) status = placeLetterMessage(letter);
  else status = null;

  return (
    <Page width="game">
      <title>{tabTitle}</title>
      <GameScreen
        phase={phase}
        round={game.currentRound}
        barExtra={
          <p className={styles.dayName} data-day-name="">
            {game.gameNumber < 1 ? '\u00a0' : game.archive ? `${title} ${ARCHIVE_MARK}` : title}
          </p>
        }
        status={status}
        confirmation={status ? confirmation : null}
        isYourTurn={phase === 'choose' || phase === 'place'}
        alert={error}
        letter={
          <CurrentLetter
            letter={isAnnouncing ? null : letter}
            faceDown={isAnnouncing}
            blind={ordinal !== null}
            caption={ordinal ? DAILY_PLAY_TEXT.blindCaption(ordinal) : DAILY_PLAY_TEXT.ownCaption}
          />
        }
        score={game.score}
        grid={game.grid}
        words={game.words}
        pending={pending ?? tentative}
        onCellClick={canPlace ? onChooseCell : undefined}
        onType={(typed, cellIndex) => {
          if (typed === letter) onChooseCell(cellIndex);
        }}
        chooser={{ onSubmit: onSelectLetter, busy: busy === 'letter' }}
        confirm={{
          onConfirm: onConfirmPlacement,
          canConfirm: tentative !== null && busy === null,
          isBusy: busy === 'place',
          onUndo: onUndoPlacement,
        }}
        onEnter={phase === 'place' ? onConfirmPlacement : undefined}
        onSkip={isAnnouncing ? announcement.skip : undefined}
        footer={<Link to="/">{DAILY_MESSAGES.returnToMenu}</Link>}
      />
    </Page>
  );
}
