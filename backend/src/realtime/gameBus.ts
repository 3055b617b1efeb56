// The seam between publishing and delivery: one node's in-memory bus, or Redis pub/sub across nodes (redisBus.ts).
import type { ServerEvent } from '@gridable/common';

export type BusListener = (event: ServerEvent) => void;

/**
 * publish() hands an event to the listeners of every node that follows its game, the publisher's included,
 * exactly once each (this node's only, for the local bus); subscribe() is how a node's rooms and SSE streams
 * receive them. follow() says this node has viewers of a game: a node hears only the games it follows, so it
 * pays for its own games' traffic and not for every node's.
 */
export interface GameBus {
  publish(event: ServerEvent): Promise<void>;
  subscribe(listener: BusListener): () => void;
  /** Counted: the game is heard until every follow() has been undone by the function it returned. */
  follow(gameId: string): () => void;
  close(): Promise<void>;
}

/** Calls every listener; one broken delivery (a dead stream) must not keep the event from the others. */
export function notifyListeners(
  listeners: Iterable<BusListener>,
  event: ServerEvent,
  onListenerError: (err: unknown) => void,
): void {
  for (const listener of listeners) {
    try {
      listener(event);
    } catch (err) {
      onListenerError(err);
    }
  }
}

export function createLocalBus(onListenerError: (err: unknown) => void): GameBus {
  const listeners = new Set<BusListener>();
  return {
    publish(event) {
      notifyListeners(listeners, event, onListenerError);
      return Promise.resolve();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    // One node hears every event it publishes: nothing to follow.
    follow: () => () => undefined,
    close() {
      listeners.clear();
      return Promise.resolve();
    },
  };
}
