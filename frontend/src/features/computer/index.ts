// The computer feature's public face (its level choice is a shared component, components/LevelPicker).
// The review of the last game against the computer reads it from this browser's save.
export { loadComputerGame } from './model/computerStorage';
export type { ComputerGame } from './model/computerGame';
// Its saved game travels to another device with a transfer code (leagues' Move to another device).
export { COMPUTER_GAME_KEY } from './model/computerStorage';
// Sharing its review makes the same public result its end screen's Share does.
export { computerResultRequest } from './model/computerShare';
