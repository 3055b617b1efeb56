// The settings button and its small panel: the player's name for friend games, sound on or off and the colour
// theme, all remembered per browser.
import { useCallback, useId, useRef, useState, useSyncExternalStore } from 'react';
import { isMuted, onMutedChange, playCue, setMuted } from '../../lib/sound';
import { THEMES, THEME_LABELS, readThemeChoice, saveThemeChoice } from '../../lib/theme';
import type { ThemeChoice } from '../../lib/theme';
import { PlayerNameField } from '../PlayerNameField/PlayerNameField';
import { usePopoverDismiss } from '../usePopoverDismiss';
import styles from './SettingsMenu.module.css';

function useMuted(): boolean {
  return useSyncExternalStore(
    (onChange) => onMutedChange(onChange),
    isMuted,
    () => false,
  );
}

export function SettingsMenu() {
  const [isOpen, setIsOpen] = useState(false);
  const [theme, setTheme] = useState<ThemeChoice>(readThemeChoice);
  const muted = useMuted();
  const panelId = useId();
  const themeId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setIsOpen(false), []);

  usePopoverDismiss(isOpen, close, rootRef, buttonRef);

  return (
    <div ref={rootRef} className={styles.root}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.toggle}
        aria-expanded={isOpen}
        aria-controls={panelId}
        aria-label="Settings"
        onClick={() => setIsOpen((open) => !open)}
      >
        <svg className={styles.gear} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <circle cx="12" cy="12" r="3" />
          <path d="M19.4 15a1.65 1.65 0 0 0 .33 1.82l.06.06a2 2 0 1 1-2.83 2.83l-.06-.06a1.65 1.65 0 0 0-1.82-.33 1.65 1.65 0 0 0-1 1.51V21a2 2 0 1 1-4 0v-.09A1.65 1.65 0 0 0 9 19.4a1.65 1.65 0 0 0-1.82.33l-.06.06a2 2 0 1 1-2.83-2.83l.06-.06A1.65 1.65 0 0 0 4.68 15a1.65 1.65 0 0 0-1.51-1H3a2 2 0 1 1 0-4h.09A1.65 1.65 0 0 0 4.6 9a1.65 1.65 0 0 0-.33-1.82l-.06-.06a2 2 0 1 1 2.83-2.83l.06.06A1.65 1.65 0 0 0 9 4.68a1.65 1.65 0 0 0 1-1.51V3a2 2 0 1 1 4 0v.09a1.65 1.65 0 0 0 1 1.51 1.65 1.65 0 0 0 1.82-.33l.06-.06a2 2 0 1 1 2.83 2.83l-.06.06A1.65 1.65 0 0 0 19.4 9a1.65 1.65 0 0 0 1.51 1H21a2 2 0 1 1 0 4h-.09a1.65 1.65 0 0 0-1.51 1z" />
        </svg>
      </button>
      <div id={panelId} className={styles.panel} hidden={!isOpen}>
        <PlayerNameField className={styles.name} hint="Shown to friends you play." />
        <button
          type="button"
          className={styles.option}
          aria-pressed={!muted}
          onClick={() => {
            setMuted(!muted);
            if (muted) playCue('your-turn');
          }}
        >
          Sound: {muted ? 'Off' : 'On'}
        </button>
        <label htmlFor={themeId} className={styles.label}>
          Theme
        </label>
        <select
          id={themeId}
          className={styles.select}
          value={theme}
          onChange={(event) => {
            const next = event.target.value as ThemeChoice;
            setTheme(next);
            saveThemeChoice(next);
          }}
        >
          {THEMES.map((choice) => (
            <option key={choice} value={choice}>
              {THEME_LABELS[choice]}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
