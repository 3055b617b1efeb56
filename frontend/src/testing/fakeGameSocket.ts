// A stand-in for lib/socket/gameSocket that session tests drive: `vi.mock(<gameSocket>, () =>
// import(<this file>))`. It records every command and answers with `answer` (unanswered when it is null, as a
// socket whose ack never comes); the test delivers events through the handlers the session registered.
import type { SocketAck } from '@gridable/common';
import type { GameSocketHandlers, SocketCommand } from '../lib/socket/gameSocket';

export const fakeSocket = {
  handlers: null as GameSocketHandlers | null,
  sent: [] as { command: string; payload: unknown }[],
  answer: null as ((command: SocketCommand, payload: unknown) => Promise<SocketAck>) | null,
};

export function resetFakeSocket(): void {
  fakeSocket.handlers = null;
  fakeSocket.sent = [];
  fakeSocket.answer = null;
}

export function openGameSocket(_join: unknown, handlers: GameSocketHandlers) {
  fakeSocket.handlers = handlers;
  const send = (command: SocketCommand, payload: unknown) => {
    fakeSocket.sent.push({ command, payload });
    return fakeSocket.answer?.(command, payload) ?? new Promise<SocketAck>(() => undefined);
  };
  return {
    send,
    rejoin: (join: unknown) => send('join', join),
    isConnected: () => true,
    reconnect: () => undefined,
    close: () => undefined,
  };
}
