// Whether the browser says it has a network. The socket notices a silent drop only at its next ping, but the
// browser's offline event is immediate, so the reconnect hint and disabled controls follow whichever is first.
import { useSyncExternalStore } from 'react';

/** docs/PROTOCOL.md §2's 'Please reconnect' hint, in words that say what is happening and what to do. */
export const CONNECTION_LOST_HINT =
  'Connection lost. Please reconnect: we are trying again in the background, or refresh the page.';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}
