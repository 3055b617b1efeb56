// A link preview's picture as an answer: shown by chat apps and forums on their own pages, and cached there for
// as long as what it shows can stand.
import type { Response } from 'express';

export function sendPreviewImage(res: Response, png: Buffer, maxAgeSeconds: number): void {
  res.setHeader('Content-Type', 'image/png');
  res.setHeader('Cache-Control', `public, max-age=${maxAgeSeconds}`);
  // Loaded from other sites (a chat web app puts the og:image in its own page), which the site-wide
  // Cross-Origin-Resource-Policy: same-origin would block.
  res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
  res.setHeader('Content-Length', String(png.length));
  res.end(png);
}
