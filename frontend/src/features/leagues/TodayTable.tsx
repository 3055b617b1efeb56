// Today's table: who has played, their score against par and streak; grids only once the viewer may see the day.
import { Link } from 'react-router-dom';
import type { LeagueMemberView, LeagueTodayRow } from '@gridable/common';
import { LEAGUE_PLAY_LABELS } from '@gridable/common/messages';
import { GridBoard } from '../../components/GridBoard/GridBoard';
import { PlayerCell } from './PlayerCell';
import { RankText } from './RankText';
import styles from './Leagues.module.css';

const STATUS_TEXT: Record<LeagueTodayRow['status'], string> = {
  finished: 'Finished',
  playing: 'Playing',
  'not-started': 'Not yet',
};

function vsParText(vsPar: number | null): string {
  if (vsPar === null) return '–';
  if (vsPar === 0) return 'Par';
  return vsPar > 0 ? `+${vsPar}` : String(vsPar);
}

export function TodayTable({ today }: { today: LeagueMemberView['today'] }) {
  const revealedRows = today.rows.filter((row) => row.grid !== null);
  const viewerStatus = today.rows.find((row) => row.isViewer)?.status;
  return (
    <section className={styles.section} aria-labelledby="league-today">
      <h2 id="league-today">Today · Gridable #{today.gameNumber}</h2>
      <p className={styles.note}>
        {today.par === null ? null : <>Par {today.par}. </>}
        {today.revealed
          ? 'You have finished today, so everyone’s grids are shown.'
          : 'Scores only until you finish today: grids and words stay hidden so nothing is spoiled.'}
      </p>
      {/* The table says "Not yet" of the viewer too; without a way to the daily here, a friend who came by the
          invite link had to find Home to play the day everyone else is compared on. */}
      {viewerStatus === 'not-started' || viewerStatus === 'playing' ? (
        <Link className={styles.playToday} to="/daily-challenge">
          {viewerStatus === 'playing' ? LEAGUE_PLAY_LABELS.playing : LEAGUE_PLAY_LABELS.notStarted}
        </Link>
      ) : null}
      <div className={styles.tableWrap}>
        <table className={`${styles.table} ${styles.dayTable}`}>
          <thead>
            <tr>
              <th scope="col">#</th>
              <th scope="col">Player</th>
              <th scope="col">Played</th>
              <th scope="col">Score</th>
              <th scope="col">vs par</th>
              <th scope="col">Streak</th>
            </tr>
          </thead>
          <tbody>
            {today.rows.map((row) => (
              <tr key={row.memberId} className={row.isViewer ? styles.viewer : undefined}>
                <td>
                  <RankText rank={row.rank} tied={row.tied} />
                </td>
                <PlayerCell nickname={row.nickname} isViewer={row.isViewer} />
                <td>{STATUS_TEXT[row.status]}</td>
                <td>{row.score ?? '–'}</td>
                <td>{vsParText(row.vsPar)}</td>
                <td>{row.streak}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {revealedRows.length > 0 ? (
        <div className={styles.grids}>
          {revealedRows.map((row) =>
            row.grid ? (
              <figure key={row.memberId} className={styles.gridCard}>
                <figcaption>
                  {/* Isolated: after a Hebrew or Arabic name the score would otherwise be drawn on its left. */}
                  <bdi>{row.nickname}</bdi> · {row.score}
                </figcaption>
                <GridBoard
                  grid={row.grid}
                  words={row.words ?? []}
                  label={`${row.nickname}'s grid`}
                  size="small"
                />
              </figure>
            ) : null,
          )}
        </div>
      ) : null}
    </section>
  );
}
