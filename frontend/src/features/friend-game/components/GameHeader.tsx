// The game screens' header: the name back home, the Rules dialog and the Word Checker (new tab).
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '../../../components/Button';
import { NewTabLink } from '../../../components/NewTabLink';
import { HowToPlayDialog } from '../../../components/how-to-play/HowToPlayDialog';
import styles from './FriendGame.module.css';

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
      </nav>
      <HowToPlayDialog open={isRulesOpen} onClose={() => setIsRulesOpen(false)} />
    </header>
  );
}
