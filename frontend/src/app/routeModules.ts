// The app's lazily loaded pages, one row each, by web route pattern (common/src/webRoutes.ts, the server's list
// of pages): routes.tsx builds the route table from these rows, and the server's HTML for each page preloads
// its modules (prerenderShells.ts), so they download beside the entry instead of after it has run (on a slow
// phone link, a second wait of a couple of seconds). A new page is one row here and one pattern in common.
// Home and the not-found page are in the entry itself.
import type { WEB_APP_ROUTES } from '@gridable/common';

/** Every page of the server's list but Home. */
export type LazyRoute = Exclude<(typeof WEB_APP_ROUTES)[number], '/'>;

export interface LazyPage {
  /** The page's module, from the frontend's root; it exports the page component under the file's name. */
  module: `src/features/${string}Page.tsx`;
  /** Under StoreLayout, which brings Redux with it; leagues and moving devices use plain fetch and need none. */
  store: boolean;
}

export const LAZY_PAGES: Record<LazyRoute, LazyPage> = {
  '/play-friend': { module: 'src/features/friend-game/PlayFriendPage.tsx', store: true },
  '/game/:gameId': { module: 'src/features/friend-game/FriendGamePage.tsx', store: true },
  '/daily-challenge/archive': { module: 'src/features/archive/ArchivePage.tsx', store: true },
  '/play-computer': { module: 'src/features/computer/ComputerGamePage.tsx', store: true },
  '/daily-challenge/:gameId?': { module: 'src/features/daily/DailyChallengePage.tsx', store: true },
  '/daily-challenge-simple': { module: 'src/features/daily/DailyChallengeSimplePage.tsx', store: true },
  '/daily-challenge-demo': { module: 'src/features/demos/DailyChallengeDemoPage.tsx', store: true },
  '/end-game-demo': { module: 'src/features/demos/EndGameDemoPage.tsx', store: true },
  '/end-game-demo-loser': { module: 'src/features/demos/EndGameLoserDemoPage.tsx', store: true },
  '/share/:shareId': { module: 'src/features/results/SharedResultPage.tsx', store: true },
  '/review/computer': { module: 'src/features/review/ComputerReviewPage.tsx', store: true },
  '/review/:gameId': { module: 'src/features/review/ReviewPage.tsx', store: true },
  '/feedback': { module: 'src/features/feedback/FeedbackPage.tsx', store: true },
  '/word-checker': { module: 'src/features/word-checker/WordCheckerPage.tsx', store: true },
  '/league/:leagueId': { module: 'src/features/leagues/LeaguePage.tsx', store: false },
  '/leagues/new': { module: 'src/features/leagues/CreateLeaguePage.tsx', store: false },
  '/move-device': { module: 'src/features/leagues/MoveDevicePage.tsx', store: false },
};

export const STORE_LAYOUT = 'src/app/StoreLayout.tsx';

/** The modules each page loads lazily for its route: the layout it sits under, and its own. */
export const ROUTE_MODULES: Record<string, string[]> = Object.fromEntries(
  Object.entries(LAZY_PAGES).map(([route, page]) => [
    route,
    page.store ? [STORE_LAYOUT, page.module] : [page.module],
  ]),
);
