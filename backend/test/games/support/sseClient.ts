// A small SSE reader over fetch: collects every message with its `id:` line, for exact assertions.
import type { ServerEvent, ServerEventType } from '@gridable/common';

export interface SseMessage {
  id: number | null;
  event: ServerEvent;
  /** The frame's data as it came on the wire, for byte-for-byte comparisons. */
  data: string;
}

export interface SseClient {
  messages: SseMessage[];
  status: number;
  waitFor<T extends ServerEventType>(
    type: T,
    match?: (event: Extract<ServerEvent, { type: T }>) => boolean,
    timeoutMs?: number,
  ): Promise<Extract<ServerEvent, { type: T }>>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
}

export async function openSse(url: string, headers: Record<string, string> = {}): Promise<SseClient> {
  const abort = new AbortController();
  const res = await fetch(url, {
    headers: { accept: 'text/event-stream', ...headers },
    signal: abort.signal,
  });
  const messages: SseMessage[] = [];
  const waiters = new Set<() => void>();
  const notify = (): void => waiters.forEach((w) => w());

  const ended = (async () => {
    if (!res.body) return;
    const reader = res.body.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for (;;) {
        const { done, value } = (await reader.read()) as { done: boolean; value?: Uint8Array };
        if (done) break;
        buffer += decoder.decode(value, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const frame = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const message = parseFrame(frame);
          if (message) messages.push(message);
        }
        notify();
      }
    } catch {
      // aborted by close()
    }
  })();

  return {
    messages,
    status: res.status,
    ended,
    waitFor(type, match = () => true, timeoutMs = 10_000) {
      type Wanted = Extract<ServerEvent, { type: typeof type }>;
      const find = (): Wanted | undefined =>
        messages.map((m) => m.event).find((e): e is Wanted => e.type === type && match(e as Wanted));
      return new Promise((resolve, reject) => {
        const check = (): void => {
          const found = find();
          if (found) {
            waiters.delete(check);
            clearTimeout(timer);
            resolve(found);
          }
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(
            new Error(
              `SSE: no ${type} within ${timeoutMs} ms; got ${messages.map((m) => m.event.type).join(',')}`,
            ),
          );
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    close: () => abort.abort(),
  };
}

function parseFrame(frame: string): SseMessage | null {
  let id: number | null = null;
  const data: string[] = [];
  for (const line of frame.split('\n')) {
    if (line.startsWith('id:')) id = Number(line.slice(3).trim());
    else if (line.startsWith('data:')) data.push(line.slice(5).trimStart());
  }
  const text = data.join('\n');
  return data.length > 0 ? { id, event: JSON.parse(text) as ServerEvent, data: text } : null;
}
