// A full friend game's link opened by a stranger: they watch the round, the letters called and both
// players' presence; the grids appear only when the game is over (the server sends none before).
import { Link } from 'react-router-dom';
import { TOTAL_ROUNDS } from '@gridable/common/constants';
import { scoreGrid } from '@gridable/common/rules';
import { GridBoard } from '../../../components/GridBoard/GridBoard';
import { Page } from '../../../components/Page';
import { useWatch } from './useWatch';
import styles from './Watch.module.css';

function Player({ name, present, placed }: { name: string; present: boolean; placed: boolean }) {
  return (
    <li className={styles.player}>
      <span className={present ? styles.here : styles.away} aria-hidden="true" />
      <strong>{name}</strong> {present ? 'here' : 'away'}
      {placed ? <span className={styles.placed}> · placed this round's letter</span> : null}
    </li>
  );
}

export function WatchGame({ gameId }: { gameId: string }) {
  const watch = useWatch(gameId);
  if (watch.status !== 'watching') {
    return (
      <Page width="md">
        <title>{`Gridable · Watching ${gameId}`}</title>
        <h1>Game {gameId}</h1>
        <p role={watch.status === 'refused' ? 'alert' : 'status'}>
          {watch.status === 'refused' ? watch.error : 'This game is full: joining as a watcher…'}
        </p>
        <Link to="/">Return to Home</Link>
      </Page>
    );
  }
  const { state, connected } = watch;
  const over = state.final;
  const names = [state.player1Name ?? 'Player 1', state.player2Name ?? 'Player 2'] as const;
  return (
    <Page width="md">
      <title>{`Gridable · Watching ${gameId}`}</title>
      <header className={styles.header}>
        <h1 className={styles.title}>Watching game {gameId}</h1>
        <p className={styles.muted}>
          Both seats are taken, so you are watching.{' '}
          {over ? 'The game is over.' : 'The grids are shown when the game ends.'}
        </p>
      </header>
      <section className={styles.panel} aria-label="The game so far">
        <h2 className={styles.round} aria-live="polite">
          {over ? 'Final' : `Round ${Math.min(state.currentRound, TOTAL_ROUNDS)} of ${TOTAL_ROUNDS}`}
        </h2>
        <ol className={styles.letters} aria-label="Letters called">
          {state.lettersCalled.map((letter, i) => (
            <li
              key={i}
              className={`${styles.letter} ${!over && i + 1 === state.currentRound ? styles.current : ''}`}
              aria-current={!over && i + 1 === state.currentRound ? 'step' : undefined}
            >
              {letter}
            </li>
          ))}
          {state.lettersCalled.length === 0 ? <li className={styles.muted}>No letter called yet</li> : null}
        </ol>
        <ul className={styles.players} aria-label="Players">
          <Player name={names[0]} present={state.player1Present} placed={!over && state.player1Placed} />
          <Player name={names[1]} present={state.player2Present} placed={!over && state.player2Placed} />
        </ul>
        <p className={styles.muted}>
          {state.watchers === 1 ? 'You are the only watcher.' : `${state.watchers} watching`}
          {connected ? '' : ' · reconnecting…'}
        </p>
      </section>
      {over ? (
        <section className={styles.final} aria-label="Final grids">
          {(
            [
              [names[0], over.player1Grid, over.player1Score],
              [names[1], over.player2Grid, over.player2Score],
            ] as const
          ).map(([name, grid, score], index) => (
            <figure key={index} className={styles.figure}>
              <GridBoard
                grid={grid}
                words={scoreGrid(grid).words}
                label={`${name}'s grid`}
                size="small"
                showWordList={false}
              />
              <figcaption>
                {name}: {score} points
              </figcaption>
            </figure>
          ))}
        </section>
      ) : null}
    </Page>
  );
}
