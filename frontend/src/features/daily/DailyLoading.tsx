// The daily's first screen while its game loads: also what the server sends in the HTML of /daily-challenge
// (src/shell), so a phone paints the page's layout before any JavaScript has arrived.
import { DAILY_MESSAGES } from '@gridable/common/messages';
import { Page } from '../../components/Page';
import styles from './DailyLoading.module.css';

export const DAILY_SCREEN_TITLE = 'Daily Challenge';

export function DailyLoading() {
  return (
    <Page width="sm">
      <title>{`${DAILY_SCREEN_TITLE} · Gridable`}</title>
      <div className={styles.loading} role="status">
        <span className={styles.spinner} aria-hidden="true" />
        <span>{DAILY_MESSAGES.loading}</span>
      </div>
    </Page>
  );
}
