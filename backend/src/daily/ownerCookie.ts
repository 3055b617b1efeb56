// The daily owner's cookie: a random per-game token stored with the game, sent back only to that game's
// calls. It lets a client that follows the spec (no playerUUID in action bodies) prove it owns the game,
// while SameSite=Lax keeps another site from moving it with the player's cookie.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { Request, Response } from 'express';

export const OWNER_COOKIE = 'gridable_daily';
/** Long enough to finish an archive game days later; every resume renews it. */
const OWNER_COOKIE_MAX_AGE_MS = 14 * 24 * 60 * 60 * 1000;

export function newOwnerToken(): string {
  return randomBytes(24).toString('base64url');
}

/** Scoped to the game's own path, so a player's many games never ride along on other requests. */
export function ownerCookiePath(gameId: string): string {
  return `/api/daily-challenge-simple/${encodeURIComponent(gameId)}`;
}

export function issueOwnerCookie(req: Request, res: Response, gameId: string, token: string): void {
  res.cookie(OWNER_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    // req.secure follows X-Forwarded-Proto only when TRUST_PROXY trusts the proxy that set it.
    secure: req.secure,
    path: ownerCookiePath(gameId),
    maxAge: OWNER_COOKIE_MAX_AGE_MS,
  });
}

/** Every value of the owner cookie the request carries (a browser may hold several, for nested paths). */
export function ownerTokensOf(req: Request): string[] {
  const header = req.headers.cookie;
  if (!header) return [];
  const tokens: string[] = [];
  for (const pair of header.split(';')) {
    const eq = pair.indexOf('=');
    if (eq === -1 || pair.slice(0, eq).trim() !== OWNER_COOKIE) continue;
    tokens.push(pair.slice(eq + 1).trim());
  }
  return tokens;
}

/** Whether one of `tokens` is the game's own, compared in constant time. */
export function holdsOwnerToken(stored: string | null | undefined, tokens: readonly string[]): boolean {
  if (!stored) return false;
  const expected = Buffer.from(stored);
  return tokens.some((token) => {
    const given = Buffer.from(token);
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}
