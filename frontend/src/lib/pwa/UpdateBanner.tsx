// "Update available": a new version has installed and will be used the next time the app opens.
import { useState, useSyncExternalStore } from 'react';
import { isUpdateWaiting, restartIntoUpdate, subscribeToUpdate } from './registerServiceWorker';
import styles from './UpdateBanner.module.css';

export function UpdateBanner() {
  const available = useSyncExternalStore(subscribeToUpdate, isUpdateWaiting, () => false);
  const [dismissed, setDismissed] = useState(false);
  // The live region is there from the start and the banner appears inside it: a region that arrives with its
  // text already in it is often not read out.
  return (
    <div role="status">
      {available && !dismissed ? (
        <div className={styles.banner}>
          <span className={styles.message}>
            Update available
            <span className={styles.detail}>: it takes effect the next time you open Gridable.</span>
          </span>
          <button type="button" className={styles.action} onClick={() => void restartIntoUpdate()}>
            Restart now
          </button>
          <button
            type="button"
            className={styles.action}
            aria-label="Dismiss"
            onClick={() => setDismissed(true)}
          >
            ✕
          </button>
        </div>
      ) : null}
    </div>
  );
}
