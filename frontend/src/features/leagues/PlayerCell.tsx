// A table row's player: the nickname on one line, cut with an ellipsis where the column is too narrow for it (a
// 20-letter name on a 320 px phone), as NYT's and lichess's tables do, rather than broken mid-word over lines. The
// whole name stays in the cell's text (its accessible name) and in a tooltip; "(you)" is never the part cut.
import styles from './Leagues.module.css';

export function PlayerCell({ nickname, isViewer }: { nickname: string; isViewer: boolean }) {
  return (
    <th scope="row">
      <span className={styles.player}>
        <bdi className={styles.nickname} title={nickname}>
          {nickname}
        </bdi>
        {isViewer ? <span className={styles.you}> (you)</span> : null}
      </span>
    </th>
  );
}
