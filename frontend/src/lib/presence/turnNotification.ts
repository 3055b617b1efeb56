// A desktop notification when it becomes your turn while the tab is hidden; permission is asked only then.
import { NOTIFICATION_CLOSE_MS } from '@gridable/common/constants';

export async function notifyTurnIfHidden(
  body: string,
  isHidden: () => boolean = () => document.hidden,
): Promise<void> {
  if (!isHidden() || typeof Notification === 'undefined') return;
  let permission = Notification.permission;
  if (permission === 'default') permission = await Notification.requestPermission();
  if (permission !== 'granted') return;
  const notification = new Notification('Gridable', { body, tag: 'gridable-turn' });
  notification.onclick = () => {
    window.focus();
    notification.close();
  };
  setTimeout(() => notification.close(), NOTIFICATION_CLOSE_MS);
}
