// Link-preview pictures (a shared result's, a league invite's): drawn within one per-client budget, since a draw
// costs tens of milliseconds, and answered so chat apps and forums can show them on their own pages.
import type { Request, Response } from 'express';
import { requestNetwork } from '../ops/clientAddress';
import type { Budget } from '../ops/limits';
import { limitsOf, refuse } from './rateLimit';

/** Pictures drawn per client a minute, whatever they show: a chat app fetches one per link pasted. */
export const OG_RENDER_BUDGET: Budget = { name: 'og-renders', limit: 30, windowMs: 60_000 };

/** Draws a picture the cache missed, spending the client's budget; nothing when refused (the 429 is sent). */
export async function drawWithinBudget(
  req: Request,
  res: Response,
  draw: () => Buffer,
): Promise<Buffer | undefined> {
  const refusal = await limitsOf(req).spend(OG_RENDER_BUDGET, requestNetwork(req));
  if (!refusal) return draw();
  refuse(res, refusal);
  return undefined;
}

export function sendPreviewImage(res: Response, png: Buffer, maxAgeSeconds: number): void {
  res.setHeader('Content-Type', 'image/png');
  res.setHeader('Cache-Control', `public, max-age=${maxAgeSeconds}`);
  // Loaded from other sites (a chat web app puts the og:image in its own page), which the site-wide
  // Cross-Origin-Resource-Policy: same-origin would block.
  res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
  res.setHeader('Content-Length', String(png.length));
  res.end(png);
}
