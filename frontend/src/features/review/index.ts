// Post-game review, replay and watching a live game.
export { ReviewPage } from './ReviewPage';
export { ComputerReviewPage } from './ComputerReviewPage';
export { WatchGame } from './watch/WatchGame';
export { WatcherCount } from './watch/WatcherCount';
