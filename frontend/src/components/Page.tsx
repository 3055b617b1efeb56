// The page frame: a centred main column with comfortable padding at every width.
import type { ReactNode } from 'react';
import styles from './Page.module.css';

export function Page({ children, width = 'md' }: { children: ReactNode; width?: 'sm' | 'md' | 'lg' }) {
  return <main className={`${styles.page} ${styles[width]}`}>{children}</main>;
}
