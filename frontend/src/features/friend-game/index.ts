// The friend-game feature's public face for other features: the end screen (the demos show it with canned data).
export { EndScreen } from './end/EndScreen';
export type { EndScreenProps, PlayerResult } from './end/EndScreen';
// The game screen pieces a computer game (features/computer) plays on, so both look and behave the same.
export { PlayScreen } from './components/PlayScreen';
export type { PendingPlacement } from './model/friendGameSlice';
// The session seam a local game implements, and the slice it fills (see session/gameSession.ts).
export type { GameSession, SessionOutput } from './session/gameSession';
export { useGameSession } from './hooks/useFriendGame';
export {
  gameOpened,
  placementChosen,
  selectHasSubmitted,
  serverEventReceived,
  stateReceived,
} from './model/friendGameSlice';
export { FINAL_REVEAL_MS, useFinalReveal } from './components/useFinalReveal';
export { LiveAnnouncer } from './components/LiveAnnouncer';
