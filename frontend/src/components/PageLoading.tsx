// What shows while a page's code is loading on first visit.
import styles from './PageLoading.module.css';

export function PageLoading() {
  return (
    <div className={styles.loading} role="status">
      <span className={styles.spinner} aria-hidden="true" />
      <span>Loading...</span>
    </div>
  );
}
