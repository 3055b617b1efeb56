// The link previews of the site's own pages: Home, a friend game's invite link, and the daily (today's, or one
// player's game by its link).
import {
  dailyTitle,
  dayKeyInZone,
  gameNumberFromGameId,
  gameNumberForDay,
  FriendGameId,
  MAX_SCORE,
} from '@gridable/common';
import { SITE_META, type PageMetaRoute } from './pageMeta';

export function sitePages(now: () => Date = () => new Date()): PageMetaRoute[] {
  return [
    { path: '/', resolve: () => SITE_META },
    {
      // The invite link a player pastes into a chat: the card says it is an invitation and how the game goes.
      // It names the code (so a friend can type it) but not the game's state: no lookup, and an id that could
      // not be a game keeps the site's card rather than promising a game.
      path: '/game/:gameId',
      resolve: ({ gameId = '' }) => {
        const parsed = FriendGameId.safeParse(gameId);
        if (!parsed.success) return SITE_META;
        return {
          title: `Join my Gridable game · ${parsed.data}`,
          description: `You're invited to a friend game of Gridable. Take turns choosing letters; you both place each one on your own 4x4 grid. Best words win, up to ${MAX_SCORE} points. Open the link to join, or enter code ${parsed.data}.`,
        };
      },
    },
    {
      path: '/daily-challenge/:gameId?',
      resolve: ({ gameId }) => {
        // A game's link is shared to show that game: it names its own challenge, whichever day it is opened.
        const gameNumber = gameId === undefined ? null : gameNumberFromGameId(gameId);
        if (gameNumber !== null && gameNumber >= 1) {
          return {
            title: dailyTitle(gameNumber),
            description: `A player's ${dailyTitle(gameNumber)}: see their score, then play it yourself. Eight blind letters, eight of your own, one 4x4 grid.`,
          };
        }
        // UTC's day names the number: a preview is read by many people in many zones at once.
        const today = dayKeyInZone(now(), 'UTC');
        const title = today === null ? 'Gridable daily' : `Play ${dailyTitle(gameNumberForDay(today))}`;
        return {
          title,
          description: `Today's Gridable: eight blind letters, eight of your own, one 4x4 grid. Score up to ${MAX_SCORE} and beat the computer's par.`,
        };
      },
    },
  ];
}
