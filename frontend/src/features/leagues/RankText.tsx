// A rank in a league table: a shared one reads "=1" (the server says which are tied), heard as "tied 1", so two
// players on the same score do not look like two sole winners.
import styles from './Leagues.module.css';

export function RankText({ rank, tied }: { rank: number | null; tied: boolean }) {
  if (rank === null) return null;
  if (!tied) return <>{rank}</>;
  return (
    <>
      <span aria-hidden="true" className={styles.tieMark}>
        =
      </span>
      <span className="visually-hidden">tied </span>
      {rank}
    </>
  );
}
