// The seam between publishing and delivery: one node's bus today, a cross-node bus (Redis pub/sub) later.
import type { ServerEvent } from '@gridable/common';

export type BusListener = (event: ServerEvent) => void;

/**
 * publish() hands an event to every node's deliveries (this node's only, for the local bus);
 * subscribe() is how a node's Socket.IO rooms and SSE streams receive them.
 */
export interface GameBus {
  publish(event: ServerEvent): Promise<void>;
  subscribe(listener: BusListener): () => void;
  close(): Promise<void>;
}

export function createLocalBus(onListenerError: (err: unknown) => void): GameBus {
  const listeners = new Set<BusListener>();
  return {
    async publish(event) {
      for (const listener of listeners) {
        // One broken delivery (a dead stream) must not keep the event from the others.
        try {
          listener(event);
        } catch (err) {
          onListenerError(err);
        }
      }
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async close() {
      listeners.clear();
    },
  };
}
