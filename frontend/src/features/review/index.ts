// What other features show of review and watching: the watcher's screen and the players' watcher count.
// The review pages are routes of their own (app/routes.tsx loads them on demand).
export { WatchGame } from './watch/WatchGame';
export { WatcherCount } from './watch/WatcherCount';
