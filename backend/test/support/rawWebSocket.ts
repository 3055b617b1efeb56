// A WebSocket client written straight onto a TCP socket, as an attacker's script would be: it connects from
// any local address, sends pre-built frames as fast as the socket drains, and reads the server's replies
// frame by frame. No library between it and the wire, so nothing paces or batches what it sends.
import net from 'node:net';
import { randomBytes } from 'node:crypto';

export interface RawWebSocket {
  /** Writes raw bytes (frames made by `textFrame`); false when the socket wants to drain first. */
  write(bytes: Buffer): boolean;
  onDrain(listener: () => void): void;
  /** Every text frame the server sends, in order. */
  onText(listener: (text: string) => void): void;
  /** The TCP connection closed (by either side); called once. */
  onClose(listener: () => void): void;
  close(): void;
  readonly closed: boolean;
}

const MASK = randomBytes(4);

/** One masked client text frame (a client must mask; the key is ours to choose). */
export function textFrame(text: string): Buffer {
  const payload = Buffer.from(text);
  const length = payload.length;
  const header =
    length < 126
      ? Buffer.from([0x81, 0x80 | length])
      : Buffer.from([0x81, 0x80 | 126, (length >> 8) & 255, length & 255]);
  const masked = Buffer.alloc(length);
  for (let i = 0; i < length; i++) masked[i] = (payload[i] ?? 0) ^ (MASK[i & 3] ?? 0);
  return Buffer.concat([header, MASK, masked]);
}

const PONG = Buffer.concat([Buffer.from([0x8a, 0x80]), MASK]);

/** Opens `path` on host:port from `localAddress` and resolves once the server has switched protocols. */
export function openRawWebSocket(
  {
    host,
    port,
    path,
    localAddress,
    answerClose = true,
  }: {
    host: string;
    port: number;
    path: string;
    localAddress?: string;
    /** false: a close frame from the server is ignored and the connection kept writing, as a flooder does. */
    answerClose?: boolean;
  },
  timeoutMs = 10_000,
): Promise<RawWebSocket> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host, port, ...(localAddress ? { localAddress } : {}) });
    socket.setNoDelay(true);
    const textListeners: ((text: string) => void)[] = [];
    const closeListeners: (() => void)[] = [];
    let buffered = Buffer.alloc(0);
    let upgraded = false;
    let closed = false;
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no websocket upgrade from ${host}:${port} in ${timeoutMs} ms`));
    }, timeoutMs);

    const client: RawWebSocket = {
      write: (bytes) => socket.write(bytes),
      onDrain: (listener) => socket.once('drain', listener),
      onText: (listener) => textListeners.push(listener),
      onClose: (listener) => closeListeners.push(listener),
      close: () => socket.destroy(),
      get closed() {
        return closed;
      },
    };

    /** Takes every whole frame off the front of the buffer. */
    const readFrames = (): void => {
      for (;;) {
        if (buffered.length < 2) return;
        const opcode = (buffered[0] ?? 0) & 0x0f;
        let length = (buffered[1] ?? 0) & 0x7f;
        let offset = 2;
        if (length === 126) {
          if (buffered.length < 4) return;
          length = buffered.readUInt16BE(2);
          offset = 4;
        } else if (length === 127) {
          if (buffered.length < 10) return;
          length = Number(buffered.readBigUInt64BE(2));
          offset = 10;
        }
        if (buffered.length < offset + length) return;
        const payload = buffered.subarray(offset, offset + length);
        buffered = buffered.subarray(offset + length);
        if (opcode === 0x1) textListeners.forEach((l) => l(payload.toString()));
        else if (opcode === 0x9) socket.write(PONG);
        else if (opcode === 0x8 && answerClose) socket.end();
      }
    };

    socket.on('data', (chunk: Buffer) => {
      buffered = Buffer.concat([buffered, chunk]);
      if (!upgraded) {
        const end = buffered.indexOf('\r\n\r\n');
        if (end < 0) return;
        const head = buffered.subarray(0, end).toString();
        buffered = buffered.subarray(end + 4);
        if (!/^HTTP\/1\.1 101/.test(head)) {
          clearTimeout(timer);
          socket.destroy();
          reject(new Error(`websocket upgrade refused: ${head.split('\r\n')[0] ?? ''}`));
          return;
        }
        upgraded = true;
        clearTimeout(timer);
        resolve(client);
        // Frames that came with the upgrade wait until the caller has had its turn to listen.
        setImmediate(readFrames);
        return;
      }
      readFrames();
    });
    socket.on('error', (err) => {
      if (!upgraded) {
        clearTimeout(timer);
        reject(err);
      }
    });
    socket.on('close', () => {
      closed = true;
      clearTimeout(timer);
      closeListeners.forEach((l) => l());
    });
    socket.write(
      [
        `GET ${path} HTTP/1.1`,
        `Host: ${host}:${port}`,
        'Upgrade: websocket',
        'Connection: Upgrade',
        `Sec-WebSocket-Key: ${randomBytes(16).toString('base64')}`,
        'Sec-WebSocket-Version: 13',
        '',
        '',
      ].join('\r\n'),
    );
  });
}
