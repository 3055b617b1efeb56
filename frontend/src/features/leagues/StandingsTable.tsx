// A standings table (the week, all time): total points, games played and best score, ranked by total.
import type { LeagueStandingRow } from '@gridable/common';
import { PlayerCell } from './PlayerCell';
import { RankText } from './RankText';
import styles from './Leagues.module.css';

export function StandingsTable({
  id,
  title,
  note,
  rows,
}: {
  id: string;
  title: string;
  note: string;
  rows: LeagueStandingRow[];
}) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <p className={styles.note}>{note}</p>
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">#</th>
              <th scope="col">Player</th>
              <th scope="col">Points</th>
              <th scope="col">Played</th>
              <th scope="col">Best</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.memberId} className={row.isViewer ? styles.viewer : undefined}>
                {/* No rank for no games, as today's table gives none to who has not played: two new members
                    were otherwise both "1st" of a week neither had played. */}
                <td>{row.played === 0 ? null : <RankText rank={row.rank} tied={row.tied} />}</td>
                <PlayerCell nickname={row.nickname} isViewer={row.isViewer} />
                <td>{row.total}</td>
                <td>{row.played}</td>
                <td>{row.best ?? '–'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
