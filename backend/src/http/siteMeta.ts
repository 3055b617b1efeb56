// The link previews of the site's own pages: Home and the daily (today's, or one player's game by its link). A
// friend game's invite link is the games feature's (games/gameInviteTags.ts): it says where the game stands.
import {
  dailyTitle,
  dayKeyInZone,
  gameNumberFromGameId,
  gameNumberForDay,
  MAX_SCORE,
} from '@gridable/common';
import { SITE_META, type PageMetaRoute } from './pageMeta';

export function sitePages(now: () => Date = () => new Date()): PageMetaRoute[] {
  return [
    { path: '/', resolve: () => SITE_META },
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
