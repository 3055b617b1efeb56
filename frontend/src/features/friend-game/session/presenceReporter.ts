// Reports this player's presence (docs/PROTOCOL.md §4): over the socket when connected, else over REST; coming back
// from away is sent as the player's status, which is the one presence change a player is told about.
import type { PresenceState, StatusRequest } from '@gridable/common';
import { trackPresence } from '../../../lib/presence/presenceTracker';

export interface PresenceChannels {
  /** Whether the server has named our seat yet: before that there is no presence of ours (REST would say 403). */
  isSeated(): boolean;
  viaSocket(status: PresenceState): Promise<unknown> | null;
  viaRest(status: PresenceState): Promise<unknown>;
  sendStatus(status: StatusRequest['status']): void;
}

export interface PresenceReport {
  /** The tab's presence now: a socket that reconnects tells it in its handshake. */
  current(): PresenceState;
  stop(): void;
}

/** Starts tracking. */
export function reportPresence(channels: PresenceChannels): PresenceReport {
  let lastReported: PresenceState | null = null;
  const tracker = trackPresence((status: PresenceState) => {
    if (!channels.isSeated()) return;
    const isReturn = lastReported === 'away' && status === 'active';
    lastReported = status;
    if (isReturn) {
      channels.sendStatus('Available');
      return;
    }
    const sent = channels.viaSocket(status) ?? channels.viaRest(status);
    sent.catch((error: unknown) => console.warn('Presence not sent', error));
  });
  return { current: () => tracker.current(), stop: () => tracker.stop() };
}
