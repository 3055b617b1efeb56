// Post-game review: each placement graded against the Hard computer in expected points, skill and luck.
export type { GameReview, LuckFigure, MoveReview, PlayedMove, ReviewKind, ReviewRequest } from './types';
export { reviewGame, REVIEW_PLAYOUTS } from './reviewGame';
export { reviewSeed } from './reviewSeed';
export { skillFromLoss, SKILL_HALF_LOSS } from './skill';
export { LETTERS_GAME_LEVEL, gameOnYourLetters, luckOf } from './luck';
export { reviewStory } from './reviewStory';
export { playComputerGame, type ComputerGame } from './computerGame';
export { lostPointsPhrase, reviewShareText, reviewSummaryLine, skillPhrase } from './shareText';
export { biggestLosses } from './biggestLosses';
export { cellName, moveNote, shownLoss, type MoveNote } from './moveNote';
export { GRADING_LEVEL, REVIEW_COMPARISON, computerOpponentNote, levelComputer } from './comparison';
export { lossReason, outlookAfter, type LinesOutlook } from './lossReason';
