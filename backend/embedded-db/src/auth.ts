// Who may talk to the embedded database: one user with a random password made at start-up, proven
// with SCRAM-SHA-256 (RFC 7677) over saslStart/saslContinue as mongod does, so the driver and
// mongoose authenticate from the URI the app builds. A connection that has not authenticated gets
// only the handshake commands; everything else is refused with error 13, Unauthorized.
import { createHash, createHmac, pbkdf2Sync, randomBytes, timingSafeEqual } from 'node:crypto';
import { Binary } from 'bson';
import type { Document } from 'bson';

export interface Credential {
  username: string;
  password: string;
}

export const MECHANISM = 'SCRAM-SHA-256';
/** The lowest count the driver accepts; the password is random, so more rounds would add no strength. */
const ITERATIONS = 4096;
/** What mongod answers before authentication: the handshake, liveness and the SASL steps. */
const OPEN_COMMANDS = new Set([
  'hello',
  'isMaster',
  'ismaster',
  'ping',
  'buildInfo',
  'buildinfo',
  'saslStart',
  'saslContinue',
  'logout',
]);
const GS2_HEADER = 'n,,';

/** A credential nobody can guess: the username is fixed, the password 192 random bits. */
export function randomCredential(): Credential {
  return { username: 'gridable', password: randomBytes(24).toString('base64url') };
}

/** The URI's user-info part for `credential` (percent-encoded as the URI syntax requires). */
export function uriUserInfo(credential: Credential): string {
  return `${encodeURIComponent(credential.username)}:${encodeURIComponent(credential.password)}@`;
}

function hmac(key: Buffer, text: string): Buffer {
  return createHmac('sha256', key).update(text, 'utf8').digest();
}

/** What the server keeps to check a proof (RFC 5802): never the password itself. */
export class ScramVerifier {
  readonly username: string;
  readonly salt = randomBytes(16);
  readonly storedKey: Buffer;
  readonly serverKey: Buffer;

  constructor(credential: Credential) {
    this.username = credential.username;
    const salted = pbkdf2Sync(credential.password, this.salt, ITERATIONS, 32, 'sha256');
    this.storedKey = createHash('sha256').update(hmac(salted, 'Client Key')).digest();
    this.serverKey = hmac(salted, 'Server Key');
  }
}

function unauthorized(name: string): Document {
  return { ok: 0, errmsg: `Command ${name} requires authentication`, code: 13, codeName: 'Unauthorized' };
}

function authFailed(): Document {
  return { ok: 0, errmsg: 'Authentication failed.', code: 18, codeName: 'AuthenticationFailed' };
}

function payloadText(value: unknown): string | undefined {
  if (value instanceof Binary) return Buffer.from(value.buffer.subarray(0, value.position)).toString('utf8');
  if (value instanceof Uint8Array) return Buffer.from(value).toString('utf8');
  return typeof value === 'string' ? value : undefined;
}

/** SCRAM attributes `a=value,b=value` (values may contain '='). */
function attributes(text: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const part of text.split(',')) {
    const eq = part.indexOf('=');
    if (eq === 1) out.set(part.slice(0, 1), part.slice(2));
  }
  return out;
}

interface Conversation {
  clientFirstBare: string;
  serverFirst: string;
  nonce: string;
  /** False for an unknown user: the conversation runs on and fails at the proof, like mongod's. */
  knownUser: boolean;
  /** The server signature has been sent; a client without skipEmptyExchange sends one empty step more. */
  verified: boolean;
  skipEmptyExchange: boolean;
}

/** One connection's authentication state (no verifier: authentication is off, every command runs). */
export class ConnectionAuth {
  private readonly verifier: ScramVerifier | undefined;
  private authenticated: boolean;
  private conversation: Conversation | undefined;

  constructor(verifier: ScramVerifier | undefined) {
    this.verifier = verifier;
    this.authenticated = verifier === undefined;
  }

  /**
   * The reply for a command this layer answers (the SASL steps) or refuses (anything but the
   * handshake before authentication); undefined lets the command run.
   */
  intercept(name: string, command: Document): Document | undefined {
    if (name === 'saslStart') return this.start(command);
    if (name === 'saslContinue') return this.continue(command);
    if (this.authenticated || OPEN_COMMANDS.has(name)) return undefined;
    return unauthorized(name);
  }

  /** Adds what a driver asks of a hello: the mechanisms, and the first SASL step done speculatively. */
  decorateHello(command: Document, reply: Document): Document {
    if (!this.verifier || reply['ok'] !== 1) return reply;
    const out: Document = { ...reply };
    if (typeof command['saslSupportedMechs'] === 'string') out['saslSupportedMechs'] = [MECHANISM];
    const speculative: unknown = command['speculativeAuthenticate'];
    if (speculative && typeof speculative === 'object') {
      const step = this.start(speculative);
      if (step['ok'] === 1) out['speculativeAuthenticate'] = step;
    }
    return out;
  }

  private start(command: Document): Document {
    const verifier = this.verifier;
    if (!verifier) return { ok: 0, errmsg: 'Authentication is not enabled', code: 2, codeName: 'BadValue' };
    if (command['mechanism'] !== MECHANISM) {
      return {
        ok: 0,
        errmsg: `Received authentication for mechanism ${String(command['mechanism'])} which is not enabled`,
        code: 334,
        codeName: 'MechanismUnavailable',
      };
    }
    const text = payloadText(command['payload']);
    if (!text?.startsWith(GS2_HEADER)) return authFailed();
    const clientFirstBare = text.slice(GS2_HEADER.length);
    const attrs = attributes(clientFirstBare);
    const clientNonce = attrs.get('r');
    if (!clientNonce) return authFailed();
    const nonce = clientNonce + randomBytes(24).toString('base64');
    const serverFirst = `r=${nonce},s=${verifier.salt.toString('base64')},i=${ITERATIONS}`;
    this.authenticated = false;
    this.conversation = {
      clientFirstBare,
      serverFirst,
      nonce,
      knownUser: attrs.get('n') === verifier.username,
      verified: false,
      skipEmptyExchange: (command['options'] as Document | undefined)?.['skipEmptyExchange'] === true,
    };
    return { conversationId: 1, done: false, payload: new Binary(Buffer.from(serverFirst, 'utf8')), ok: 1 };
  }

  private continue(command: Document): Document {
    const conversation = this.conversation;
    const verifier = this.verifier;
    if (!conversation || !verifier || command['conversationId'] !== 1) {
      return { ok: 0, errmsg: 'No SASL session state found', code: 17, codeName: 'ProtocolError' };
    }
    if (conversation.verified) {
      this.conversation = undefined;
      return { conversationId: 1, done: true, payload: new Binary(Buffer.alloc(0)), ok: 1 };
    }
    const text = payloadText(command['payload']) ?? '';
    const proofAt = text.lastIndexOf(',p=');
    const withoutProof = proofAt > 0 ? text.slice(0, proofAt) : '';
    const attrs = attributes(withoutProof);
    const proof = Buffer.from(proofAt > 0 ? text.slice(proofAt + 3) : '', 'base64');
    const authMessage = `${conversation.clientFirstBare},${conversation.serverFirst},${withoutProof}`;
    const signature = hmac(verifier.storedKey, authMessage);
    const valid =
      conversation.knownUser &&
      attrs.get('c') === Buffer.from(GS2_HEADER).toString('base64') &&
      attrs.get('r') === conversation.nonce &&
      proof.length === signature.length &&
      timingSafeEqual(
        createHash('sha256')
          .update(proof.map((byte, i) => byte ^ (signature[i] as number)))
          .digest(),
        verifier.storedKey,
      );
    if (!valid) {
      this.conversation = undefined;
      return authFailed();
    }
    this.authenticated = true;
    const serverSignature = hmac(verifier.serverKey, authMessage).toString('base64');
    const payload = new Binary(Buffer.from(`v=${serverSignature}`, 'utf8'));
    conversation.verified = true;
    if (conversation.skipEmptyExchange) {
      this.conversation = undefined;
      return { conversationId: 1, done: true, payload, ok: 1 };
    }
    return { conversationId: 1, done: false, payload, ok: 1 };
  }
}
