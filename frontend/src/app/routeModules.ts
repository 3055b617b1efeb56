// The modules each page loads lazily for its route (routes.tsx), by web route pattern (common/src/webRoutes.ts):
// the build turns them into the page's JS chunks and stylesheets, and the server's HTML for that page preloads
// them, so they download beside the entry instead of after it has run (on a slow phone link, a second wait of
// a couple of seconds). routeModules.test.ts holds this to routes.tsx. Home is in the entry itself.
const STORE = 'src/app/StoreLayout.tsx';

export const ROUTE_MODULES: Record<string, string[]> = {
  '/play-friend': [STORE, 'src/features/friend-game/PlayFriendPage.tsx'],
  '/game/:gameId': [STORE, 'src/features/friend-game/FriendGamePage.tsx'],
  '/daily-challenge/archive': [STORE, 'src/features/archive/ArchivePage.tsx'],
  '/play-computer': [STORE, 'src/features/computer/ComputerGamePage.tsx'],
  '/daily-challenge/:gameId?': [STORE, 'src/features/daily/DailyChallengePage.tsx'],
  '/daily-challenge-simple': [STORE, 'src/features/daily/DailyChallengeSimplePage.tsx'],
  '/daily-challenge-demo': [STORE, 'src/features/demos/DailyChallengeDemoPage.tsx'],
  '/end-game-demo': [STORE, 'src/features/demos/EndGameDemoPage.tsx'],
  '/end-game-demo-loser': [STORE, 'src/features/demos/EndGameLoserDemoPage.tsx'],
  '/share/:shareId': [STORE, 'src/features/results/SharedResultPage.tsx'],
  '/review/computer': [STORE, 'src/features/review/ComputerReviewPage.tsx'],
  '/review/:gameId': [STORE, 'src/features/review/ReviewPage.tsx'],
  '/feedback': [STORE, 'src/features/feedback/FeedbackPage.tsx'],
  '/word-checker': [STORE, 'src/features/word-checker/WordCheckerPage.tsx'],
  '/league/:leagueId': ['src/features/leagues/LeaguePage.tsx'],
  '/leagues/new': ['src/features/leagues/CreateLeaguePage.tsx'],
  '/move-device': ['src/features/leagues/MoveDevicePage.tsx'],
};
