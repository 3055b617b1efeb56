// Someone else's daily game, opened from its link: shown read-only as that player's, never stored as the visitor's.
import { useNavigate } from 'react-router-dom';
import { MAX_SCORE } from '@gridable/common/constants';
import { Button } from '../../components/Button';
import { GridBoard } from '../../components/GridBoard/GridBoard';
import { Page } from '../../components/Page';
import type { DailyGame } from './dailyGame';
import { DAY_DONE_LABELS, visitorLettersHidden, visitorTitle } from '@gridable/common/messages';
import styles from './DailyVisitorView.module.css';

export function DailyVisitorView({ game }: { game: DailyGame }) {
  const navigate = useNavigate();
  const title = visitorTitle(game.gameNumber);
  const isFinished = game.status === 'completed';
  return (
    <Page width="sm">
      <title>{`${title} · Gridable`}</title>
      <section className={styles.card} aria-labelledby="visitor-title">
        <h1 id="visitor-title" className={styles.title}>
          {title}
        </h1>
        <p className={styles.note}>
          {isFinished
            ? `Their score: ${game.score}/${MAX_SCORE}${game.archive ? ' (archive)' : ''}`
            : 'This game is still being played by its player.'}
        </p>
        {isFinished && game.lettersHidden ? (
          <p className={styles.note}>{visitorLettersHidden(game.gameNumber)}</p>
        ) : null}
        {isFinished && !game.lettersHidden ? (
          <GridBoard grid={game.grid} words={game.words} label="Their grid" />
        ) : null}
        <Button size="lg" fullWidth onClick={() => void navigate('/daily-challenge')}>
          {DAY_DONE_LABELS.playToday}
        </Button>
      </section>
    </Page>
  );
}
