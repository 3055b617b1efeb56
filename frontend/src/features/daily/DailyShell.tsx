// What the HTML of /daily-challenge shows before any JavaScript has run (src/shell): both first screens the daily
// can open with, one of them hidden by the head's script (src/shell/dailyShellScript.ts) before the first paint.
// A new visitor sees today's game as it will open; anyone else sees the loading screen.
import { DailyFirstScreen } from './DailyFirstScreen';
import { DailyLoading } from './DailyLoading';
import styles from './DailyLoading.module.css';

export function DailyShell() {
  return (
    <>
      <div className={styles.firstVisitShell}>
        <DailyFirstScreen gameNumber={0} />
      </div>
      <div className={styles.neutralShell}>
        <DailyLoading />
      </div>
    </>
  );
}
