// "Update available": a new version has installed and will be used the next time the app opens.
import { useState, useSyncExternalStore } from 'react';
import { isUpdateWaiting, restartIntoUpdate, subscribeToUpdate } from './registerServiceWorker';
import styles from './UpdateBanner.module.css';

export function UpdateBanner() {
  const available = useSyncExternalStore(subscribeToUpdate, isUpdateWaiting, () => false);
  const [dismissed, setDismissed] = useState(false);
  if (!available || dismissed) return null;
  return (
    <div role="status" className={styles.banner}>
      <span>Update available: it takes effect the next time you open Gridable.</span>
      <button type="button" className={styles.action} onClick={() => void restartIntoUpdate()}>
        Restart now
      </button>
      <button type="button" className={styles.action} aria-label="Dismiss" onClick={() => setDismissed(true)}>
        ✕
      </button>
    </div>
  );
}
