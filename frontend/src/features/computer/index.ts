// The computer feature's public face: the level choice other pages (play-friend) show.
export { LevelPicker } from './components/LevelPicker';
// The review of the last game against the computer reads it from this browser's save.
export { loadComputerGame } from './model/computerStorage';
export type { ComputerGame } from './model/computerGame';
