// The one header every page shares: the name (on a narrow phone the icon) and Home, the Rules dialog (explaining
// the daily on daily pages), the Word Checker in a new tab so a game in progress is never left, and a gear for theme
// and sound.
import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { LazyHowToPlayDialog } from '../how-to-play/LazyHowToPlayDialog';
import { NewTabLink } from '../NewTabLink';
import { SettingsMenu } from '../settings/SettingsMenu';
import styles from './AppHeader.module.css';

export function AppHeader() {
  const [isRulesOpen, setIsRulesOpen] = useState(false);
  const { pathname } = useLocation();
  const rulesMode = pathname.startsWith('/daily-challenge') ? 'daily' : 'friend';
  return (
    <header className={styles.header}>
      {/* The name where it fits; on a narrower phone the app's icon, a G tile, in its place. */}
      <Link to="/" className={styles.brand} aria-hidden="true" tabIndex={-1}>
        <span className={styles.mark}>G</span>
        <span className={styles.name}>Gridable</span>
      </Link>
      <nav className={styles.nav} aria-label="Main">
        <Link to="/" className={styles.item}>
          Home
        </Link>
        <button type="button" className={styles.item} onClick={() => setIsRulesOpen(true)}>
          Rules
        </button>
        <NewTabLink href="/word-checker" className={styles.item}>
          Word Checker
        </NewTabLink>
        <SettingsMenu />
      </nav>
      <LazyHowToPlayDialog open={isRulesOpen} onClose={() => setIsRulesOpen(false)} mode={rulesMode} />
    </header>
  );
}
