// The game screens' header: the name back home, the Rules dialog, the Word Checker (new tab) and settings.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '../../../components/Button';
import { NewTabLink } from '../../../components/NewTabLink';
import { HowToPlayDialog } from '../../../components/how-to-play/HowToPlayDialog';
import { SettingsMenu } from '../../../components/settings/SettingsMenu';
import styles from './GameHeader.module.css';

export function GameHeader() {
  const [isRulesOpen, setIsRulesOpen] = useState(false);
  return (
    <header className={styles.header}>
      <Link to="/" className={styles.brand}>
        Gridable
      </Link>
      <nav className={styles.headerActions} aria-label="Game help">
        <Button variant="secondary" onClick={() => setIsRulesOpen(true)}>
          Rules
        </Button>
        <NewTabLink href="/word-checker" className={styles.headerLink}>
          Word Checker
        </NewTabLink>
        <SettingsMenu />
      </nav>
      <HowToPlayDialog open={isRulesOpen} onClose={() => setIsRulesOpen(false)} />
    </header>
  );
}
