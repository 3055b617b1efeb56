// The page frame: a centred main column with comfortable padding at every width. 'game' is exactly one screen
// tall (the round in play lays itself out inside it), wide enough for the grid beside the round panel.
import type { ReactNode } from 'react';
import styles from './Page.module.css';

export type PageWidth = 'sm' | 'md' | 'lg' | 'game';

export function Page({ children, width = 'md' }: { children: ReactNode; width?: PageWidth }) {
  return <main className={`${styles.page} ${styles[width]}`}>{children}</main>;
}
