// Post-game review: each placement graded against the Hard computer in expected points, skill and luck.
export type { GameReview, LuckFigure, MoveReview, PlayedMove, ReviewKind, ReviewRequest } from './types';
export { reviewGame, REVIEW_PLAYOUTS } from './reviewGame';
export { reviewSeed } from './reviewSeed';
export { skillFromLoss, SKILL_HALF_LOSS } from './skill';
export { LUCK_LEVEL, MEAN_PAR_BY_SEAT, luckKind, meanParOverDraws, parOfDealt } from './luck';
export { playComputerGame, type ComputerGame } from './computerGame';
export { luckPhrase, lostPointsPhrase, reviewShareText, reviewSummaryLine, skillPhrase } from './shareText';
export { biggestLosses } from './biggestLosses';
export { cellName, moveNote, shownLoss, type MoveNote } from './moveNote';
