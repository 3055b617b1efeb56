// What the HTML of / shows before any JavaScript has run (src/shell): both faces of Home, one of them hidden by
// the head's script (src/shell/homeShellScript.ts) before the first paint. A first visit sees the introduction;
// a returning player sees their own layout from the first frame, which the app's first render then replaces in
// place (their games and today's status fill in as they arrive, as they do after any render).
import { Home } from './Home';
import styles from './Home.module.css';

export function HomeShell() {
  return (
    <>
      <div className={styles.firstVisitShell}>
        <Home dailyStatus={null} face="first-visit" />
      </div>
      <div className={styles.returningShell}>
        <Home dailyStatus={null} face="returning" />
      </div>
    </>
  );
}
