// Load from one process as many clients: a fresh X-Forwarded-For address every `perAddress` requests
// (the server trusts loopback in these runs), so per-client budgets are exercised but never refuse.
import { clientIp } from './cli';

/**
 * Addresses from `base` upwards, each used for `perAddress` requests. Every per-client budget
 * (lookups 600/min, writes 300/min, validate-word 120/min) stays under its limit at 100 per address.
 */
export function rotatingAddress(base: number, perAddress = 100): () => string {
  let sent = 0;
  return () => clientIp(base + Math.floor(sent++ / perAddress));
}
