// The friend-game feature's public face for other features: the end screen (the demos show it with canned data).
export { EndScreen } from './end/EndScreen';
export type { EndScreenProps, PlayerResult } from './end/EndScreen';
