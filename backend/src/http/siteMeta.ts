// The link previews of the site's own pages: Home and today's daily.
import { dailyTitle, dayKeyInZone, gameNumberForDay, MAX_SCORE } from '@gridable/common';
import { SITE_META, type PageMetaRoute } from './pageMeta';

export function sitePages(now: () => Date = () => new Date()): PageMetaRoute[] {
  return [
    { path: '/', resolve: () => SITE_META },
    {
      path: '/daily-challenge/:gameId?',
      resolve: () => {
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
