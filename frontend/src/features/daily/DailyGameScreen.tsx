// The daily game in play: title and tools, round progress, the round's letter, the grid, and Return to Menu.
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { dailyTitle } from '@gridable/common';
import { Button } from '../../components/Button';
import { GridBoard } from '../../components/GridBoard/GridBoard';
import { NewTabLink } from '../../components/NewTabLink';
import { Page } from '../../components/Page';
import { HowToPlayDialog } from '../../components/how-to-play/HowToPlayDialog';
import type { DailyGame } from './dailyGame';
import { LetterStage } from './LetterStage';
import { RoundProgress } from './RoundProgress';
import { useBlindLetterAnnouncement } from './useBlindLetterAnnouncement';
import type { DailyBusy, PendingPlacement } from './useDailyGame';
import styles from './DailyGameScreen.module.css';

export interface DailyGameScreenProps {
  game: DailyGame;
  busy: DailyBusy;
  pending: PendingPlacement | null;
  error: string | null;
  onPlace: (cellIndex: number) => void;
  onSelectLetter: (letter: string) => void;
}

export function DailyGameScreen({ game, busy, pending, error, onPlace, onSelectLetter }: DailyGameScreenProps) {
  const navigate = useNavigate();
  const [isHowToPlayOpen, setIsHowToPlayOpen] = useState(false);
  const announcement = useBlindLetterAnnouncement(
    game.gameId,
    game.currentRound,
    game.currentLetter,
    game.status === 'active',
  );
  const canPlace =
    game.status === 'active' &&
    game.roundState === 'LETTER_PROVIDED' &&
    game.currentLetter !== null &&
    !announcement.isAnnouncing &&
    busy === null;
  const title = dailyTitle(game.gameNumber);
  const boardRef = useRef<HTMLDivElement>(null);

  // Choosing a letter removes the letter box, and with it the focus: hand it to the grid so keyboards carry on.
  useEffect(() => {
    if (!canPlace || (document.activeElement !== document.body && document.activeElement !== null)) return;
    boardRef.current?.querySelector<HTMLButtonElement>('button[tabindex="0"]')?.focus();
  }, [canPlace]);

  return (
    <Page width="lg">
      <title>{`${title} · Gridable`}</title>
      <header className={styles.header}>
        <div>
          <p className={styles.eyebrow}>Daily Challenge</p>
          <h1 className={styles.title}>{title}</h1>
        </div>
        <nav className={styles.tools} aria-label="Game tools">
          <Button variant="secondary" onClick={() => setIsHowToPlayOpen(true)}>
            How to Play
          </Button>
          <NewTabLink href="/word-checker" className={styles.toolLink}>
            Word Checker
          </NewTabLink>
        </nav>
      </header>

      {error ? (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}

      <div className={styles.play}>
        <div className={styles.side}>
          <RoundProgress round={game.currentRound} score={game.score} />
          <LetterStage
            game={game}
            announcement={announcement}
            isChoosing={busy === 'letter'}
            onSelectLetter={onSelectLetter}
          />
        </div>
        <div className={styles.board} ref={boardRef}>
          <GridBoard
            grid={game.grid}
            label="Your grid"
            words={game.words}
            onCellClick={onPlace}
            pending={pending}
            disabled={!canPlace}
          />
        </div>
      </div>

      <footer className={styles.footer}>
        <Button variant="ghost" onClick={() => navigate('/')}>
          Return to Menu
        </Button>
      </footer>

      <HowToPlayDialog open={isHowToPlayOpen} onClose={() => setIsHowToPlayOpen(false)} mode="daily" />
    </Page>
  );
}
