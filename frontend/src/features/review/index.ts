// Post-game review, replay and watching a live game.
export { ReviewPage } from './ReviewPage';
export { ComputerReviewPage } from './ComputerReviewPage';
