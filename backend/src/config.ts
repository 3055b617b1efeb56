// The process environment, validated once at start-up; .env.example documents every variable.
import { z } from 'zod';
import { createECDH } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseTrustProxy, type TrustProxy } from './ops/clientAddress';

const LogLevel = z.enum(['debug', 'info', 'warn', 'error', 'silent']);
export type LogLevel = z.infer<typeof LogLevel>;

const ConfigSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    MONGODB_URI: z.string().trim().min(1).optional(),
    DATA_DIR: z.string().default('./data'),
    REDIS_URL: z.string().trim().min(1).optional(),
    NODE_HEARTBEAT_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
    LOG_LEVEL: LogLevel.default('info'),
    PUBLIC_URL: z.url().optional(),
    CORS_ORIGINS: z.string().optional(),
    ALLOWED_HOSTS: z.string().optional(),
    TRUST_PROXY: z
      .string()
      .optional()
      .superRefine((value, ctx) => {
        try {
          parseTrustProxy(value);
        } catch (err) {
          ctx.addIssue({
            code: 'custom',
            message: `not a hop count, true/false or address list (${String(err)})`,
          });
        }
      }),
    METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
    METRICS_TOKEN: z.string().trim().min(16).optional(),
    CLIENT_CONNECTION_LIMIT: z.coerce.number().int().positive().default(20),
    CONNECTION_LIMIT: z.coerce.number().int().positive().optional(),
    SOCKET_MESSAGE_LIMIT: z.coerce.number().int().positive().default(60),
    STATIC_DIR: z.string().optional(),
    VAPID_PUBLIC_KEY: vapidKey(65, 'an uncompressed P-256 public key').optional(),
    VAPID_PRIVATE_KEY: vapidKey(32, 'a P-256 private key').optional(),
    VAPID_SUBJECT: z
      .string()
      .trim()
      .regex(/^(mailto:|https:\/\/)/, 'must be a mailto: or https: URL')
      .optional(),
    PUSH_HOSTS: z.string().optional(),
  })
  .superRefine((env, ctx) => {
    // A pair that does not belong together starts fine and then every push is refused by the push service.
    if (!env.VAPID_PUBLIC_KEY || !env.VAPID_PRIVATE_KEY) return;
    if (vapidPublicKeyOf(env.VAPID_PRIVATE_KEY) !== env.VAPID_PUBLIC_KEY)
      ctx.addIssue({
        code: 'custom',
        path: ['VAPID_PUBLIC_KEY'],
        message: 'is not the public half of VAPID_PRIVATE_KEY',
      });
  });

/** A VAPID key as web-push takes it: base64url of exactly `bytes` bytes. */
function vapidKey(bytes: number, what: string) {
  return z
    .string()
    .trim()
    .min(1)
    .refine(
      (value) => /^[A-Za-z0-9_-]+$/.test(value) && Buffer.from(value, 'base64url').length === bytes,
      `must be ${what}: ${bytes} bytes in base64url (web-push generate-vapid-keys)`,
    );
}

function vapidPublicKeyOf(privateKey: string): string | undefined {
  try {
    const ecdh = createECDH('prime256v1');
    ecdh.setPrivateKey(Buffer.from(privateKey, 'base64url'));
    return ecdh.getPublicKey().toString('base64url');
  } catch {
    return undefined;
  }
}

/** Every environment variable the server reads (.env.example and the README document each). */
export const CONFIG_VARIABLES = Object.keys(ConfigSchema.shape);

export interface Config {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  mongodbUri: string | undefined;
  dataDir: string;
  redisUrl: string | undefined;
  /** With REDIS_URL: how often a node says it is alive; after three missed, the others release its seats. */
  nodeHeartbeatMs: number;
  logLevel: LogLevel;
  publicUrl: string | undefined;
  corsOrigins: string[];
  /** Hosts a share link may name when PUBLIC_URL is unset (the request's Host must be one of them). */
  allowedHosts: string[];
  trustProxy: TrustProxy;
  /** /metrics on its own port (not the app's); with neither this nor the token, /metrics is not served. */
  metricsPort: number | undefined;
  /** /metrics on the app port for callers sending `Authorization: Bearer <token>`. */
  metricsToken: string | undefined;
  /** Open sockets plus SSE streams one client address may hold. */
  clientConnectionLimit: number;
  /** Open connections the server accepts before new ones get 503; default from the file-descriptor limit. */
  connectionLimit: number | undefined;
  /** Frames one Socket.IO connection may send per 10 s; the next one cuts it off. */
  socketMessageLimit: number;
  staticDir: string;
  /** Web push: VAPID keys from the environment (else generated once and kept in the database). */
  vapid: { publicKey: string | undefined; privateKey: string | undefined; subject: string };
  /** Push-service host names a subscription endpoint may name ("*.example.com" matches subdomains). */
  pushHosts: string[];
}

/** The push services of Chrome, Firefox, Edge/Windows and Safari. */
export const DEFAULT_PUSH_HOSTS = [
  'fcm.googleapis.com',
  'updates.push.services.mozilla.com',
  '*.push.services.mozilla.com',
  '*.notify.windows.com',
  'web.push.apple.com',
  '*.push.apple.com',
];

/** Reads the environment; a bad value stops start-up with a message naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = ConfigSchema.safeParse(stripEmpty(env));
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid environment: ${problems}`);
  }
  const e = parsed.data;
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    mongodbUri: e.MONGODB_URI,
    dataDir: e.DATA_DIR,
    redisUrl: e.REDIS_URL,
    nodeHeartbeatMs: e.NODE_HEARTBEAT_MS,
    logLevel: e.LOG_LEVEL,
    publicUrl: e.PUBLIC_URL,
    corsOrigins: (e.CORS_ORIGINS ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    allowedHosts: (e.ALLOWED_HOSTS ?? '')
      .split(',')
      .map((s) => s.trim().toLowerCase())
      .filter(Boolean),
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    metricsPort: e.METRICS_PORT,
    metricsToken: e.METRICS_TOKEN,
    clientConnectionLimit: e.CLIENT_CONNECTION_LIMIT,
    connectionLimit: e.CONNECTION_LIMIT,
    socketMessageLimit: e.SOCKET_MESSAGE_LIMIT,
    staticDir: e.STATIC_DIR ?? defaultStaticDir(),
    vapid: {
      publicKey: e.VAPID_PUBLIC_KEY,
      privateKey: e.VAPID_PRIVATE_KEY,
      subject: e.VAPID_SUBJECT ?? 'mailto:admin@gridable.invalid',
    },
    pushHosts: e.PUSH_HOSTS
      ? e.PUSH_HOSTS.split(',')
          .map((h) => h.trim().toLowerCase())
          .filter(Boolean)
      : DEFAULT_PUSH_HOSTS,
  };
}

/** The repository's .env: next to .env.example, whatever directory the server was started from. */
export const DEFAULT_ENV_FILE = path.resolve(import.meta.dirname, '../../.env');

/**
 * Loads `file` into process.env when it exists (Node's own loadEnvFile, 20.12+). A variable already set in
 * the environment wins over the file, so `PORT=3001 npm run dev` and docker's ENV keep their say.
 */
export function loadEnvFile(file: string = DEFAULT_ENV_FILE): boolean {
  if (!existsSync(file)) return false;
  process.loadEnvFile(file);
  return true;
}

// The bundle runs from backend/dist and the dev server from backend/src: both sit two levels below the root.
function defaultStaticDir(): string {
  return path.resolve(import.meta.dirname, '../../frontend/dist');
}

// docker compose and shells pass unset variables as empty strings; treat them as unset.
function stripEmpty(env: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(Object.entries(env).filter((kv): kv is [string, string] => !!kv[1]));
}
