// /league/{leagueId} as a link preview: the built index.html with Open Graph tags naming the league, so an invite
// pasted into a chat shows what it is. Names passed the name rule, and are escaped here all the same.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Router } from 'express';
import { LeagueId } from '@gridable/common';
import type { LeagueStore } from '../db/stores/leagueStore';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

export function leagueTags(name: string, memberCount: number, url: string): string {
  const title = escapeHtml(`${name} · a Gridable league`);
  const description = escapeHtml(
    `${memberCount} ${memberCount === 1 ? 'player compares' : 'players compare'} their daily Gridable here. Join with a nickname: no account needed.`,
  );
  return [
    `<meta property="og:type" content="website">`,
    `<meta property="og:site_name" content="Gridable">`,
    `<meta property="og:title" content="${title}">`,
    `<meta property="og:description" content="${description}">`,
    `<meta property="og:url" content="${escapeHtml(url)}">`,
    `<meta name="twitter:card" content="summary">`,
  ].join('');
}

export function leaguePageRoutes(
  store: LeagueStore,
  staticDir: string,
  publicUrl: string | undefined,
): Router {
  const router = Router();
  let indexHtml: string | null | undefined;
  const loadIndex = (): string | null => {
    if (indexHtml === undefined) {
      try {
        indexHtml = readFileSync(path.join(staticDir, 'index.html'), 'utf8');
      } catch {
        indexHtml = null;
      }
    }
    return indexHtml;
  };

  router.get('/league/:leagueId', async (req, res, next) => {
    const parsed = LeagueId.safeParse(req.params.leagueId);
    const html = loadIndex();
    if (!parsed.success || html === null) return next();
    const league = await store.findLeague(parsed.data);
    if (!league) return next();
    const base = publicUrl ?? `${req.protocol}://${req.get('host') ?? 'localhost'}`;
    const tags = leagueTags(league.name, league.memberCount, `${base}/league/${league.leagueId}`);
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Cache-Control', 'no-cache');
    res.send(html.replace('</head>', `${tags}</head>`));
  });
  return router;
}
