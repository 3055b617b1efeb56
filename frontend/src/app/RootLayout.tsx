// The outermost route: a thin progress bar while the next page's code loads, the page, and scroll restoration.
import { Outlet, ScrollRestoration, useNavigation } from 'react-router-dom';
import styles from './RootLayout.module.css';

export function RootLayout() {
  const navigation = useNavigation();
  return (
    <>
      {navigation.state !== 'idle' ? <div className={styles.progress} aria-hidden="true" /> : null}
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
