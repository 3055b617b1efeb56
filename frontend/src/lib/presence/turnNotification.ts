// A desktop notification when it becomes your turn while the tab is hidden; permission is asked only then.
import { NOTIFICATION_CLOSE_MS } from '@gridable/common/constants';

const TITLE = 'Gridable';
const TAG = 'gridable-turn';

/**
 * Resolves to whether a notification was shown. A page in view is not counted as telling the player: in view
 * is not looked at (a window behind others, on a desktop that does not report it hidden; a laptop left open).
 */
export async function notifyTurnIfHidden(
  body: string,
  isHidden: () => boolean = () => document.hidden,
): Promise<boolean> {
  if (!isHidden() || typeof Notification === 'undefined') return false;
  let permission = Notification.permission;
  if (permission === 'default') permission = await Notification.requestPermission();
  if (permission !== 'granted') return false;
  // Chrome on Android has no page notifications (their constructor throws "Illegal constructor"): shown by the
  // service worker they work everywhere, and a click comes back to this game (its notificationclick).
  const registration = await workerRegistration();
  if (registration) {
    await registration.showNotification(TITLE, { body, tag: TAG, data: { url: window.location.pathname } });
    setTimeout(() => {
      void registration.getNotifications({ tag: TAG }).then((shown) => shown.forEach((n) => n.close()));
    }, NOTIFICATION_CLOSE_MS);
    return true;
  }
  let notification: Notification;
  try {
    notification = new Notification(TITLE, { body, tag: TAG });
  } catch {
    return false; // No worker yet and no page notifications: the title and the favicon badge still say it.
  }
  notification.onclick = () => {
    window.focus();
    notification.close();
  };
  setTimeout(() => notification.close(), NOTIFICATION_CLOSE_MS);
  return true;
}

async function workerRegistration(): Promise<ServiceWorkerRegistration | undefined> {
  if (!('serviceWorker' in navigator)) return undefined;
  try {
    return await navigator.serviceWorker.getRegistration();
  } catch {
    return undefined;
  }
}
