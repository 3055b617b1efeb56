// The daily game in play: title and tools, round progress, the round's letter, the grid, and Return to Menu.
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { dailyTitle, gamePhase, placementRefusal } from '@gridable/common/rules';
import { Button } from '../../components/Button';
import { GridBoard } from '../../components/GridBoard/GridBoard';
import { Page } from '../../components/Page';
import type { DailyGame } from './dailyGame';
import { LetterStage } from './LetterStage';
import { RoundProgress } from './RoundProgress';
import { useBlindLetterAnnouncement } from './useBlindLetterAnnouncement';
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
  onChooseCell: (cellIndex: number) => void;
  onConfirmPlacement: () => void;
  onUndoPlacement: () => void;
  onSelectLetter: (letter: string) => void;
}

/** Enter inside a text box or on a button means that control, not "confirm the placement". */
function isOwnKeyTarget(target: EventTarget | null): boolean {
  return (
    target instanceof Element &&
    target.closest('input, textarea, select, button, a, [role="dialog"]') !== null
  );
}

export function DailyGameScreen({
  game,
  busy,
  pending,
  tentative,
  error,
  onChooseCell,
  onConfirmPlacement,
  onUndoPlacement,
  onSelectLetter,
}: DailyGameScreenProps) {
  const navigate = useNavigate();
  const announcement = useBlindLetterAnnouncement(
    game.gameId,
    game.currentRound,
    game.currentLetter,
    game.status === 'active',
  );
  const canPlace =
    game.status === 'active' &&
    placementRefusal(game, { submitted: false }) === null &&
    !announcement.isAnnouncing &&
    busy === null;
  const title = dailyTitle(game.gameNumber);
  const boardRef = useRef<HTMLDivElement>(null);
  const stageRef = useRef<HTMLDivElement>(null);
  const isChoosing = gamePhase(game) === 'choosing';

  // Choosing a letter removes the letter box, and with it the focus: hand it to the grid so keyboards carry on.
  useEffect(() => {
    if (!canPlace || (document.activeElement !== document.body && document.activeElement !== null)) return;
    boardRef.current?.querySelector<HTMLButtonElement>('button[tabindex="0"]')?.focus();
  }, [canPlace]);

  // Even rounds start with the player's choice: put the focus on the chooser, not behind it on the grid.
  useEffect(() => {
    if (!isChoosing) return;
    const active = document.activeElement;
    const isIdle = active === null || active === document.body || boardRef.current?.contains(active) === true;
    if (isIdle) stageRef.current?.querySelector<HTMLElement>('input, button:not([disabled])')?.focus();
  }, [isChoosing, game.currentRound]);

  // Enter confirms the picked cell, as in friend games.
  const confirmRef = useRef(onConfirmPlacement);
  useEffect(() => {
    confirmRef.current = onConfirmPlacement;
  });
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Enter' || isOwnKeyTarget(event.target)) return;
      event.preventDefault();
      confirmRef.current();
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <Page width="lg">
      <title>{`${title} · Gridable`}</title>
      <header className={styles.header}>
        <div>
          <p className={styles.eyebrow}>Daily Challenge</p>
          <h1 className={styles.title}>{title}</h1>
        </div>
      </header>

      {error ? (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}

      <div className={styles.play}>
        <div className={styles.side}>
          <RoundProgress round={game.currentRound} score={game.score} />
          <div ref={stageRef}>
            <LetterStage
              game={game}
              announcement={announcement}
              isChoosing={busy === 'letter'}
              hasPick={tentative !== null}
              onSelectLetter={onSelectLetter}
            />
          </div>
        </div>
        <div className={styles.boardColumn}>
          <div className={styles.board} ref={boardRef}>
            <GridBoard
              grid={game.grid}
              label="Your grid"
              words={game.words}
              onCellClick={onChooseCell}
              onType={(typed, cellIndex) => {
                if (typed === game.currentLetter) onChooseCell(cellIndex);
              }}
              pending={pending ?? tentative}
              disabled={!canPlace}
            />
          </div>
          {canPlace || busy === 'place' ? (
            <div className={styles.confirmRow}>
              <Button size="lg" onClick={onConfirmPlacement} disabled={tentative === null || busy !== null}>
                {busy === 'place' ? 'Submitting...' : 'Submit'}
              </Button>
              <Button
                variant="secondary"
                size="lg"
                onClick={onUndoPlacement}
                disabled={tentative === null || busy !== null}
              >
                Undo
              </Button>
            </div>
          ) : null}
        </div>
      </div>

      <footer className={styles.footer}>
        <Button variant="ghost" onClick={() => void navigate('/')}>
          Return to Menu
        </Button>
      </footer>
    </Page>
  );
}
