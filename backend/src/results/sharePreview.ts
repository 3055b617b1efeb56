// What a shared result looks like in a chat app: the /share/{id} page's title, description and og:image tags,
// and the image itself (GET /api/og/{shareId}.png). Both show the score and the emoji pattern, never letters.
// Results never change once stored, so previews are cached per result; a render that misses the cache spends
// from a per-address budget, and an unknown id is a 404 before any drawing, so a flood of ids cannot burn CPU.
import { Router, type Request } from 'express';
import { LRUCache } from 'lru-cache';
import { dailyTitle, MAX_SCORE, patternCells, RESULT_MESSAGES, type PublicResult } from '@gridable/common';
import { AppError, notFound } from '../http/errors';
import type { PageMeta, PageMetaRoute } from '../http/pageMeta';
import type { SiteOrigin } from '../http/siteOrigin';
import { renderOgImage } from '../http/ogImage';
import { drawWithinBudget, sendPreviewImage } from '../http/previewImages';
import type { ResultService } from './resultService';

/** ~25 KB each: a few MB of the most recently previewed results. */
const CACHED_IMAGES = 200;
const CACHED_RESULTS = 2_000;
const OG_FILE = /^([A-Za-z0-9]{1,64})\.png$/;

export interface SharePreviewDeps {
  results: ResultService;
  /** Where og:image points (http/siteOrigin.ts): never a Host the operator has not named. */
  origin: SiteOrigin;
}

export function sharePreview({ results, origin }: SharePreviewDeps) {
  // As an anonymous viewer sees it: the rule hides letters, and previews are seen by everyone in the chat.
  const found = new LRUCache<string, PublicResult>({ max: CACHED_RESULTS });
  const images = new LRUCache<string, Buffer>({ max: CACHED_IMAGES });

  /** The result, or null for an id that names none. */
  async function resultOf(shareId: string): Promise<PublicResult | null> {
    const cached = found.get(shareId);
    if (cached) return cached;
    try {
      const result = await results.find(shareId);
      found.set(shareId, result);
      return result;
    } catch (err) {
      if (err instanceof AppError && err.status === 404) return null;
      throw err;
    }
  }

  const page: PageMetaRoute = {
    path: '/share/:shareId',
    async resolve({ shareId = '' }, req: Request): Promise<PageMeta | null> {
      const result = await resultOf(shareId);
      if (!result) return null;
      const { title, scoreLine } = previewText(result);
      return {
        title,
        description:
          result.gameNumber !== null && result.kind === 'daily'
            ? `Score ${scoreLine}. No spoilers: the letters stay hidden until you play ${dailyTitle(result.gameNumber)}.`
            : `Score ${scoreLine}. Play Gridable, the turn-taking grid-building word game.`,
        image: `${origin.of(req)}/api/og/${encodeURIComponent(shareId)}.png`,
        imageAlt: `${title}: the grid as green, white and dark squares, without letters`,
      };
    },
  };

  const router = Router();
  router.get('/og/:file', async (req, res) => {
    const shareId = OG_FILE.exec(req.params.file)?.[1];
    let png = shareId === undefined ? undefined : images.get(shareId);
    if (!png) {
      const result = shareId === undefined ? null : await resultOf(shareId);
      if (!result || shareId === undefined) throw notFound(RESULT_MESSAGES.notFound, 'RESULT_NOT_FOUND');
      const { name, scoreLine } = previewText(result);
      png = await drawWithinBudget(req, res, () =>
        renderOgImage({ title: name, subtitle: scoreLine, pattern: patternCells(result.pattern ?? '') }),
      );
      if (!png) return;
      images.set(shareId, png);
    }
    // A shared result never changes.
    sendPreviewImage(res, png, 86400);
  });

  return { page, router };
}

/** name 'Gridable #694', title 'Gridable #694 — 28/32', scoreLine '28/32 · par 26'. */
export function previewText(result: PublicResult): { name: string; title: string; scoreLine: string } {
  const score = `${result.playerScore}/${MAX_SCORE}`;
  const daily = result.kind === 'daily' || result.gameMode === 'daily_challenge';
  const name = daily && result.gameNumber !== null ? dailyTitle(result.gameNumber) : 'Gridable';
  const par = typeof result.par === 'number' ? ` · par ${result.par}` : '';
  return { name, title: `${name} — ${score}`, scoreLine: `${score}${par}` };
}
