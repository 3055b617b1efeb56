// A loopback Web Push service for tests: an https server that, like a browser's push service, takes the
// server's POST, checks its VAPID JWT (RFC 8292) and decrypts its aes128gcm payload (RFC 8291) with the
// subscriber's own keys, made here with node:crypto. No outside service is involved.
import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const LOOPBACK_PUSH_HOST = 'localhost';

export interface ReceivedPush {
  /** The subscription's id (the endpoint's last path segment). */
  id: string;
  /** The decrypted payload, parsed as JSON. */
  message: Record<string, unknown>;
  /** The raw decrypted text (to search for what must never be sent). */
  text: string;
  /** The VAPID claims, checked. */
  claims: { aud: string; exp: number; sub: string };
  vapidKey: string;
  receivedAt: number;
}

export interface TestSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export interface LoopbackPushService {
  /** Trusts this service's certificate: hand it to the server's push sender. */
  agent: https.Agent;
  /** A fresh browser subscription on this service. */
  subscribe(): TestSubscription;
  /** Answer this subscription with `status` from now on (410: it is gone). */
  answer(endpoint: string, status: number): void;
  received: ReceivedPush[];
  /** Requests refused (bad JWT, undecryptable): a correct server makes none. */
  rejected: string[];
  /** Resolves with the first push (after the first `skip` received so far) that `match` accepts. */
  waitFor(match: (push: ReceivedPush) => boolean, timeoutMs?: number): Promise<ReceivedPush>;
  close(): Promise<void>;
}

export async function startLoopbackPushService(): Promise<LoopbackPushService> {
  const { key, cert } = selfSignedCertificate();
  const subscribers = new Map<string, { ecdh: crypto.ECDH; auth: Buffer }>();
  const answers = new Map<string, number>();
  const received: ReceivedPush[] = [];
  const rejected: string[] = [];
  const waiters = new Set<() => void>();

  const server = https.createServer({ key, cert }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const id = (req.url ?? '').split('/').pop() ?? '';
      const subscriber = subscribers.get(id);
      try {
        if (req.method !== 'POST' || !subscriber) throw new Error(`unknown subscription ${id}`);
        if (req.headers['content-encoding'] !== 'aes128gcm') throw new Error('not aes128gcm');
        if (!req.headers.ttl) throw new Error('no TTL header');
        const { claims, vapidKey } = checkVapid(String(req.headers.authorization ?? ''), origin());
        const text = decrypt(Buffer.concat(chunks), subscriber.ecdh, subscriber.auth).toString('utf8');
        const status = answers.get(id);
        if (status) {
          res.writeHead(status).end();
          return;
        }
        received.push({
          id,
          message: JSON.parse(text) as Record<string, unknown>,
          text,
          claims,
          vapidKey,
          receivedAt: Date.now(),
        });
        for (const wake of waiters) wake();
        res.writeHead(201).end();
      } catch (err) {
        rejected.push(String(err));
        res.writeHead(400).end(String(err));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  const origin = () => `https://${LOOPBACK_PUSH_HOST}:${port}`;

  return {
    agent: new https.Agent({ ca: cert }),
    subscribe() {
      const ecdh = crypto.createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = crypto.randomBytes(16);
      const id = crypto.randomUUID();
      subscribers.set(id, { ecdh, auth });
      return {
        endpoint: `${origin()}/push/${id}`,
        keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
      };
    },
    answer(endpoint, status) {
      answers.set(endpoint.split('/').pop() ?? '', status);
    },
    received,
    rejected,
    waitFor(match, timeoutMs = 5_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = received.find(match);
          if (!found) return;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no matching push within ${timeoutMs} ms (${received.length} received)`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** RFC 8292: `vapid t=<ES256 JWT>, k=<public key>`; the JWT signed by k, for this origin, not expired. */
function checkVapid(header: string, audience: string) {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header);
  if (!match) throw new Error(`not a vapid Authorization header: ${header.slice(0, 20)}`);
  const [, jwt = '', k = ''] = match;
  const [head = '', body = '', signature = ''] = jwt.split('.');
  const point = Buffer.from(k, 'base64url');
  if (point.length !== 65 || point[0] !== 4) throw new Error('k is not an uncompressed P-256 point');
  const key = crypto.createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33).toString('base64url'),
    },
    format: 'jwk',
  });
  const signed = crypto.verify(
    'sha256',
    Buffer.from(`${head}.${body}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!signed) throw new Error('VAPID JWT signature does not verify');
  const header0 = JSON.parse(Buffer.from(head, 'base64url').toString('utf8')) as { alg?: string };
  if (header0.alg !== 'ES256') throw new Error('VAPID JWT is not ES256');
  const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as {
    aud: string;
    exp: number;
    sub: string;
  };
  if (claims.aud !== audience) throw new Error(`aud ${claims.aud} is not ${audience}`);
  const now = Date.now() / 1000;
  if (!(claims.exp > now && claims.exp <= now + 24 * 3600)) throw new Error('exp out of range');
  if (!/^(mailto:|https:)/.test(claims.sub)) throw new Error('sub is not mailto: or https:');
  return { claims, vapidKey: k };
}

/** RFC 8291 with RFC 8188 aes128gcm: one record, keys from ECDH and the auth secret by HKDF. */
function decrypt(body: Buffer, ecdh: crypto.ECDH, authSecret: Buffer): Buffer {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const serverPublic = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  const shared = ecdh.computeSecret(serverPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), ecdh.getPublicKey(), serverPublic]);
  const ikm = Buffer.from(crypto.hkdfSync('sha256', shared, authSecret, keyInfo, 32));
  const cek = Buffer.from(crypto.hkdfSync('sha256', ikm, salt, 'Content-Encoding: aes128gcm\0', 16));
  const nonce = Buffer.from(crypto.hkdfSync('sha256', ikm, salt, 'Content-Encoding: nonce\0', 12));
  const decipher = crypto.createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, -16)), decipher.final()]);
  // The last record ends with the delimiter 0x02 and then any zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('no last-record delimiter');
  return padded.subarray(0, end);
}

/** A throwaway certificate for "localhost", made by the openssl command line for this run only. */
function selfSignedCertificate(): { key: string; cert: string } {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'push-cert-'));
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-subj',
        `/CN=${LOOPBACK_PUSH_HOST}`,
        '-addext',
        `subjectAltName=DNS:${LOOPBACK_PUSH_HOST}`,
        '-days',
        '2',
        '-keyout',
        path.join(dir, 'key.pem'),
        '-out',
        path.join(dir, 'cert.pem'),
      ],
      { stdio: 'ignore' },
    );
    return {
      key: readFileSync(path.join(dir, 'key.pem'), 'utf8'),
      cert: readFileSync(path.join(dir, 'cert.pem'), 'utf8'),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
