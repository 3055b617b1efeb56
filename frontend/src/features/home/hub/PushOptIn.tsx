// Notifications on Home: a push when it is your turn, and, opt-in, a daily reminder at a time you pick.
import { useContext, useEffect, useState } from 'react';
import { RenderingShell } from '../../../shell/renderingShell';
import { Button } from '../../../components/Button';
import {
  currentSubscription,
  pushSupported,
  refreshPushSubscription,
  storedReminder,
  subscribeToPush,
  unsubscribeFromPush,
} from '../../../lib/pwa/pushSubscription';
import styles from './GamesHub.module.css';

/**
 * `worthTelling`: the player has a game a notification could be about (a friend game, a daily played). A first
 * visit has none, and a prompt before anything is played is a nag; a browser already subscribed still shows
 * its settings, so notifications can always be turned off.
 */
export function PushOptIn({
  playerUUID,
  worthTelling = true,
}: {
  playerUUID: string;
  worthTelling?: boolean;
}) {
  const [on, setOn] = useState<boolean | null>(null);
  const [remind, setRemind] = useState(false);
  const [time, setTime] = useState('09:00');
  const [note, setNote] = useState<string | null>(null);
  useEffect(() => {
    // The server's record of this browser can fall behind it (the push service renewed the subscription, a
    // failed send removed it, the server's data or keys were replaced): a subscribed browser says so on each visit.
    let live = true;
    void currentSubscription().then(async (subscription) => {
      if (!live) return;
      setOn(subscription !== null);
      if (!subscription) return;
      await refreshPushSubscription(playerUUID).catch(() => undefined);
      // The checkbox shows the reminder the server has (set on an earlier visit), not a fresh page's default.
      const reminder = await storedReminder(playerUUID).catch(() => null);
      if (!live || !reminder) return;
      setRemind(true);
      setTime(reminder.localTime);
    });
    return () => {
      live = false;
    };
  }, [playerUUID]);
  // The app shell is rendered at build time, with no browser to ask: it shows what most browsers get.
  const shell = useContext(RenderingShell);
  if (!shell && !pushSupported()) return null;
  if (!on && !worthTelling) return null;

  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const save = (reminder: boolean) =>
    subscribeToPush(playerUUID, reminder ? { localTime: time, timeZone } : null).then(
      () => {
        setOn(true);
        setNote(reminder ? `Daily reminder at ${time}` : 'You will be told when it is your turn');
      },
      (err: unknown) => setNote(err instanceof Error ? err.message : String(err)),
    );

  return (
    <div className={styles.list}>
      {on ? (
        <>
          <label className={styles.detail}>
            <input
              type="checkbox"
              checked={remind}
              onChange={(e) => {
                setRemind(e.target.checked);
                void save(e.target.checked);
              }}
            />{' '}
            Remind me of the daily at{' '}
            <input
              type="time"
              value={time}
              aria-label="Reminder time"
              onChange={(e) => setTime(e.target.value)}
              onBlur={() => remind && void save(true)}
            />
          </label>
          <Button
            variant="ghost"
            onClick={() => void unsubscribeFromPush(playerUUID).then(() => setOn(false))}
          >
            Turn off notifications
          </Button>
        </>
      ) : (
        <Button variant="ghost" className={styles.notify} onClick={() => void save(false)}>
          <svg className={styles.bell} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M18 8A6 6 0 0 0 6 8c0 7-3 9-3 9h18s-3-2-3-9m-4.3 13a2 2 0 0 1-3.4 0" />
          </svg>{' '}
          Notify me when it&apos;s my turn
        </Button>
      )}
      {note ? <p className={styles.empty}>{note}</p> : null}
    </div>
  );
}
