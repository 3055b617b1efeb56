// Another tab of this browser may make it a different player (it claimed a transfer code, or replaced a lapsed
// identity). Everything this tab shows was read for the player it knew: Home's games and leagues, a daily whose
// finish would be stored as the new player's day. The tab reloads as the new player instead.
import { LOCAL_KEYS } from './keys';
import { isPlayerIdentity } from './playerIdentity';
import { parseJson } from './webStorage';

function playerOf(stored: string | null): string | null {
  const identity = parseJson(stored);
  return isPlayerIdentity(identity) ? identity.playerUUID : null;
}

/**
 * Calls `reload` when another tab replaces the stored player with a different one; the stop is returned. Each use
 * of an identity rewrites it (its last use), and a first identity made elsewhere replaces none: neither reloads.
 */
export function followIdentityChanges(reload: () => void = () => window.location.reload()): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key !== LOCAL_KEYS.playerIdentity) return;
    const before = playerOf(event.oldValue);
    if (before !== null && playerOf(event.newValue) !== before) reload();
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
