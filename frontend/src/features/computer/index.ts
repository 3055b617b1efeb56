// The computer feature's public face: the level choice other pages (play-friend) show.
export { LevelPicker } from './components/LevelPicker';
// Home's hub lists a computer game in progress from this browser's storage.
export { loadComputerGame } from './model/computerStorage';
