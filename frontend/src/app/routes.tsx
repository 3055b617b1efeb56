// Every route of docs/PROTOCOL.md §2. Home and 404 are in the entry chunk (landing page, tiny); every other page loads on demand,
// and the store-backed pages sit under a lazily loaded layout that brings Redux with it.
import type { RouteObject } from 'react-router-dom';
import type { FirstScreen } from './firstScreen';
import { PageLoading } from '../components/PageLoading';
import { homeSectionsReady } from '../features/home/Home';
import { HomePage } from '../features/home/HomePage';
import { NotFoundPage } from '../features/not-found/NotFoundPage';
import { RootLayout } from './RootLayout';
import { RouteErrorBoundary } from './RouteErrorBoundary';

export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    ErrorBoundary: RouteErrorBoundary,
    HydrateFallback: PageLoading,
    children: [
      { index: true, Component: HomePage, handle: { ready: homeSectionsReady } satisfies FirstScreen },
      {
        lazy: async () => ({ Component: (await import('./StoreLayout')).StoreLayout }),
        children: [
          {
            path: 'play-friend',
            lazy: async () => ({
              Component: (await import('../features/friend-game/PlayFriendPage')).PlayFriendPage,
            }),
          },
          {
            path: 'game/:gameId',
            lazy: async () => ({
              Component: (await import('../features/friend-game/FriendGamePage')).FriendGamePage,
            }),
          },
          {
            path: 'daily-challenge/archive',
            lazy: async () => ({ Component: (await import('../features/archive/ArchivePage')).ArchivePage }),
          },
          {
            path: 'play-computer',
            lazy: async () => ({
              Component: (await import('../features/computer/ComputerGamePage')).ComputerGamePage,
            }),
          },
          {
            path: 'daily-challenge/:gameId?',
            lazy: async () => ({
              Component: (await import('../features/daily/DailyChallengePage')).DailyChallengePage,
            }),
          },
          {
            path: 'daily-challenge-simple',
            lazy: async () => ({
              Component: (await import('../features/daily/DailyChallengeSimplePage'))
                .DailyChallengeSimplePage,
            }),
          },
          {
            path: 'daily-challenge-demo',
            lazy: async () => ({
              Component: (await import('../features/demos/DailyChallengeDemoPage')).DailyChallengeDemoPage,
            }),
          },
          {
            path: 'end-game-demo',
            lazy: async () => ({
              Component: (await import('../features/demos/EndGameDemoPage')).EndGameDemoPage,
            }),
          },
          {
            path: 'end-game-demo-loser',
            lazy: async () => ({
              Component: (await import('../features/demos/EndGameLoserDemoPage')).EndGameLoserDemoPage,
            }),
          },
          {
            path: 'share/:shareId',
            lazy: async () => ({
              Component: (await import('../features/results/SharedResultPage')).SharedResultPage,
            }),
          },
          {
            path: 'review/computer',
            lazy: async () => ({
              Component: (await import('../features/review/ComputerReviewPage')).ComputerReviewPage,
            }),
          },
          {
            path: 'review/:gameId',
            lazy: async () => ({
              Component: (await import('../features/review/ReviewPage')).ReviewPage,
            }),
          },
          {
            path: 'feedback',
            lazy: async () => ({
              Component: (await import('../features/feedback/FeedbackPage')).FeedbackPage,
            }),
          },
          {
            path: 'word-checker',
            lazy: async () => ({
              Component: (await import('../features/word-checker/WordCheckerPage')).WordCheckerPage,
            }),
          },
        ],
      },
      // Leagues and moving devices use plain fetch: no store, so they sit outside StoreLayout.
      {
        path: 'league/:leagueId',
        lazy: async () => ({ Component: (await import('../features/leagues/LeaguePage')).LeaguePage }),
      },
      {
        path: 'leagues/new',
        lazy: async () => ({
          Component: (await import('../features/leagues/CreateLeaguePage')).CreateLeaguePage,
        }),
      },
      {
        path: 'move-device',
        lazy: async () => ({
          Component: (await import('../features/leagues/MoveDevicePage')).MoveDevicePage,
        }),
      },
      // Eager: the route error boundary renders it for router 404s too, so it is in the entry chunk anyway.
      { path: '*', Component: NotFoundPage },
    ],
  },
];
