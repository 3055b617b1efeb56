// The og:image of a league's invite link (GET /api/leagues/{id}/preview.png): the league's name and size beside
// a Gridable board, so the link shows as a picture in a chat rather than a bare line of text. No one's grid or
// score is drawn: the picture is the same for everyone who sees the chat, played today or not.
import { Router } from 'express';
import { LRUCache } from 'lru-cache';
import { LeagueId, LEAGUE_MESSAGES, type PatternCell } from '@gridable/common';
import { notFound } from '../http/errors';
import { renderOgImage, type OgImageContent } from '../http/ogImage';
import { drawWithinBudget, sendPreviewImage } from '../http/previewImages';
import type { LeagueStore } from '../db/stores/leagueStore';

/** ~25 KB each. Keyed by name and size too, so a rename or a new member draws afresh. */
const CACHED_IMAGES = 100;

/** A board with a word scored across and one down: the game's look, and no day's letters. */
const BOARD: readonly PatternCell[] = [
  ...(['scored', 'scored', 'scored', 'scored'] as const),
  ...(['unscored', 'scored', 'unscored', 'empty'] as const),
  ...(['unscored', 'scored', 'empty', 'empty'] as const),
  ...(['empty', 'scored', 'empty', 'empty'] as const),
];

/** Room for the title (drawn at 60 px from x = 80): beside the board, and across the picture without it. */
const BESIDE_BOARD_PX = 540;
const ACROSS_PX = 1040;

/**
 * The title's width in DejaVu Sans Bold at 60 px, a little over rather than under. The drawing sets one line of
 * fixed size, so a long name ran under the board and a very long one off the picture.
 */
export function titleWidth(text: string): number {
  let width = 0;
  for (const char of text) {
    if (/[WM]/.test(char)) width += 63;
    else if (/[ .\-_iljI!|]/.test(char)) width += 24;
    else if (/[A-Zmw0-9]/.test(char) || /\p{Lu}/u.test(char)) width += 48;
    else width += 41;
  }
  return width;
}

/** The name fitted to the picture (the full name is the og:title): beside the board, or across it, or cut. */
export function previewContent(name: string, memberCount: number): OgImageContent {
  const subtitle = `${memberCount} ${memberCount === 1 ? 'player' : 'players'}`;
  if (titleWidth(name) <= BESIDE_BOARD_PX) return { title: name, subtitle, pattern: BOARD };
  let title = name;
  while (titleWidth(`${title}…`) > ACROSS_PX && title.length > 1) title = [...title].slice(0, -1).join('');
  return { title: title === name ? name : `${title.trimEnd()}…`, subtitle, pattern: [] };
}

export function leaguePreviewImagePath(leagueId: string): string {
  return `/leagues/${leagueId}/preview.png`;
}

export function leaguePreviewImage(store: LeagueStore): Router {
  const images = new LRUCache<string, Buffer>({ max: CACHED_IMAGES });
  const router = Router();
  router.get('/leagues/:leagueId/preview.png', async (req, res) => {
    const parsed = LeagueId.safeParse(req.params.leagueId);
    const league = parsed.success ? await store.findLeague(parsed.data) : null;
    if (!league) throw notFound(LEAGUE_MESSAGES.notFound, 'LEAGUE_NOT_FOUND');
    const key = `${league.leagueId}\n${league.name}\n${league.memberCount}`;
    let png = images.get(key);
    if (!png) {
      png = await drawWithinBudget(req, res, () =>
        renderOgImage(previewContent(league.name, league.memberCount)),
      );
      if (!png) return;
      images.set(key, png);
    }
    // A short life: the name and the count of players change, and the chat app fetches again when it expires.
    sendPreviewImage(res, png, 3600);
  });
  return router;
}
