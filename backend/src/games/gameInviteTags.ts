// /game/{gameId} as a link preview. The code or link a player sends a friend is this page, and a chat app shows
// its tags, never the app: "Gridable" alone did not say the link is an invitation, or to what. The tags say where
// the game stands (waiting for the friend, being played, over) and never what is on its grids.
import { FriendGameId, MAX_SCORE, TOTAL_ROUNDS } from '@gridable/common';
import { SITE_META, type PageMeta, type PageMetaRoute } from '../http/pageMeta';
import { limitsOf } from '../http/rateLimit';
import { requestNetwork } from '../ops/clientAddress';
import { BUDGETS, exhaustedNow, spendNow } from '../ops/limits';
import type { StoredGame } from '../db/stores/gameStore';

type InvitedGame = Pick<StoredGame, 'gameId' | 'status' | 'currentRound' | 'player1Name' | 'player2Name'>;

/**
 * The preview names the players who gave a name: who invites while the game waits, who plays once it has begun.
 * A name is said without a possessive ("Join Ana for a game", never "Ana's game"): "Chris's", "Jess_'s" or a name
 * in another script would read oddly. Without names the texts are the anonymous ones.
 */
export function gameInviteMeta(game: InvitedGame): PageMeta {
  const names = [game.player1Name ?? null, game.player2Name ?? null].filter((n): n is string => !!n);
  const players = names.length === 2 ? `${names[0]} and ${names[1]}` : `${names[0]} and a friend`;
  switch (game.status) {
    case 'waiting': {
      // One seat is taken while the game waits: its player is the one inviting.
      const host = names[0];
      const rules = `Take turns choosing letters; you both place each one on your own 4x4 grid. Best words win, up to ${MAX_SCORE} points. Open the link to join, or enter code ${game.gameId}.`;
      return host
        ? {
            title: `Join ${host} for a game of Gridable · ${game.gameId}`,
            description: `${host} invites you to a friend game of Gridable. ${rules}`,
          }
        : {
            title: `Join my Gridable game · ${game.gameId}`,
            description: `You're invited to a friend game of Gridable. ${rules}`,
          };
    }
    case 'active':
      return {
        title: names.length > 0 ? `${players} are playing Gridable` : 'A game of Gridable in progress',
        description: `Game ${game.gameId} is at round ${Math.min(game.currentRound, TOTAL_ROUNDS)} of ${TOTAL_ROUNDS}. Open it to carry on playing, or to watch.`,
      };
    default:
      return {
        title: names.length > 0 ? `${players} played a game of Gridable` : 'A finished game of Gridable',
        description: `Game ${game.gameId} is over. Open it to see how it ended, or start a game of your own.`,
      };
  }
}

/**
 * A mistyped code previews as the site: the page itself says the game was not found. Whether a code names a game
 * is what a seat thief guesses at, so the preview spends the same per-client lookups and misses as the API's
 * GET /api/games/{id}: once a client's misses are spent, every code previews as the site.
 */
export function gameInvitePage(find: (gameId: string) => Promise<StoredGame | null>): PageMetaRoute {
  return {
    path: '/game/:gameId',
    async resolve({ gameId = '' }, req): Promise<PageMeta> {
      const parsed = FriendGameId.safeParse(gameId);
      if (!parsed.success) return SITE_META;
      const limits = limitsOf(req);
      const address = requestNetwork(req);
      if (await exhaustedNow(limits, BUDGETS.misses, address)) return SITE_META;
      if (await spendNow(limits, BUDGETS.lookups, address)) return SITE_META;
      const game = await find(parsed.data);
      if (game) return gameInviteMeta(game);
      await spendNow(limits, BUDGETS.misses, address);
      return SITE_META;
    },
  };
}
