// A watcher's own socket: asks to watch, then keeps the latest WATCH_STATE. It never joins a seat.
import { useEffect, useState } from 'react';
import { io, type Socket } from 'socket.io-client';
import { SOCKET_RECONNECTION } from '@gridable/common/constants';
import type { ClientToServerEvents, ServerToClientEvents, WatchAck, WatchState } from '@gridable/common';

export type WatchStatus =
  | { status: 'connecting' }
  | { status: 'watching'; state: WatchState; connected: boolean }
  | { status: 'refused'; error: string };

export function useWatch(gameId: string): WatchStatus {
  const [watch, setWatch] = useState<WatchStatus>({ status: 'connecting' });
  useEffect(() => {
    const socket: Socket<ServerToClientEvents, ClientToServerEvents> = io('/', {
      ...SOCKET_RECONNECTION,
      autoConnect: true,
    });
    const newer = (state: WatchState) =>
      setWatch((current) =>
        current.status === 'watching' && current.state.currentRound > state.currentRound
          ? current
          : { status: 'watching', state, connected: true },
      );
    // Every (re)connect asks again: the answer carries the whole state, so nothing missed matters.
    socket.on('connect', () => {
      socket.emit('watch', { gameId }, (ack: WatchAck) => {
        if (ack.ok) newer(ack.state);
        else setWatch({ status: 'refused', error: ack.error });
      });
    });
    socket.on('disconnect', () =>
      setWatch((current) => (current.status === 'watching' ? { ...current, connected: false } : current)),
    );
    socket.on('WATCH_STATE', newer);
    return () => {
      socket.removeAllListeners();
      socket.disconnect();
    };
  }, [gameId]);
  return watch;
}
