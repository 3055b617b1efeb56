// The page a notification is about clears it once the player is looking at that page.
import { useEffect } from 'react';

async function closeNotifications(tag: string): Promise<void> {
  const registration = await navigator.serviceWorker.getRegistration();
  const shown = (await registration?.getNotifications({ tag })) ?? [];
  for (const notification of shown) notification.close();
}

/**
 * While the page is in view, the notifications tagged `tag` are old news: "Your turn" left in a phone's tray
 * after the player opened the game another way (from Home, a link, the laptop tab) would call them back to a
 * move already made.
 */
export function useClearNotifications(tag: string | null): void {
  useEffect(() => {
    if (tag === null || !('serviceWorker' in navigator)) return;
    const clear = () => {
      if (document.visibilityState === 'visible') closeNotifications(tag).catch(() => undefined);
    };
    clear();
    document.addEventListener('visibilitychange', clear);
    return () => document.removeEventListener('visibilitychange', clear);
  }, [tag]);
}
