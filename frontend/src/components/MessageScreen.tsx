// A centred card with a heading, a message and one action: the frame of the 404, crash and placeholder screens.
import type { ReactNode } from 'react';
import { Page } from './Page';
import styles from './MessageScreen.module.css';

export interface MessageScreenProps {
  title: string;
  children?: ReactNode;
  action: ReactNode;
  tone?: 'neutral' | 'danger';
}

export function MessageScreen({ title, children, action, tone = 'neutral' }: MessageScreenProps) {
  return (
    <Page width="sm">
      <section className={`${styles.card} ${tone === 'danger' ? styles.danger : ''}`}>
        <h1 className={styles.title}>{title}</h1>
        {children ? <div className={styles.body}>{children}</div> : null}
        <div className={styles.action}>{action}</div>
      </section>
    </Page>
  );
}
