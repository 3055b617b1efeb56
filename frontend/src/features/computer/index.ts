// The computer feature's public face: the level choice other pages (play-friend) show.
export { LevelPicker } from './components/LevelPicker';
// Home's hub lists a computer game in progress from this browser's storage.
export { loadComputerGame } from './model/computerStorage';
// Its saved game travels to another device with a transfer code (leagues' Move to another device).
export { COMPUTER_GAME_KEY } from './model/computerStorage';
