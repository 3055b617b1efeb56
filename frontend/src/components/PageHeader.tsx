// The heading of a page that is not a game: its title and one line on what the page is for, the same on each.
import type { ReactNode } from 'react';
import styles from './PageHeader.module.css';

export function PageHeader({ title, children }: { title: ReactNode; children?: ReactNode }) {
  return (
    <header className={styles.header}>
      <h1 className={styles.title}>{title}</h1>
      {children ? <p className={styles.intro}>{children}</p> : null}
    </header>
  );
}
