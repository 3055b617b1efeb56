// The outermost route: a thin progress bar while the next page's code loads, the app header, the page, and scroll
// restoration. It also starts what every page shares: the remembered colour theme, the sound cues' wait for a
// first tap, focus on each new page's title, and a reload when another tab makes this browser another player.
import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router-dom';
import { AppHeader } from '../components/app-header/AppHeader';
import { trackInputModality } from '../components/inputModality';
import { listenForFirstInteraction } from '../lib/sound';
import { startTheme } from '../lib/theme';
import { followIdentityChanges } from '../lib/storage';
import { useFocusOnNavigate } from './useFocusOnNavigate';
import styles from './RootLayout.module.css';

export function RootLayout() {
  const navigation = useNavigation();
  useEffect(() => startTheme(), []);
  useEffect(() => listenForFirstInteraction(), []);
  useEffect(() => trackInputModality(), []);
  useEffect(() => followIdentityChanges(), []);
  useFocusOnNavigate();
  return (
    <>
      {navigation.state !== 'idle' ? <div className={styles.progress} aria-hidden="true" /> : null}
      <AppHeader />
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
