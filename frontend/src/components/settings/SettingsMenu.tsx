// The settings button and its small panel: sound on or off and the colour theme, both remembered per browser.
import { useCallback, useId, useRef, useState, useSyncExternalStore } from 'react';
import { isMuted, onMutedChange, playCue, setMuted } from '../../lib/sound';
import { THEMES, THEME_LABELS, readThemeChoice, saveThemeChoice } from '../../lib/theme';
import type { ThemeChoice } from '../../lib/theme';
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
        <span aria-hidden="true">⚙</span>
      </button>
      <div id={panelId} className={styles.panel} hidden={!isOpen}>
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
