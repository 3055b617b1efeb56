// The computer feature's public face: the level choice other pages (play-friend) show.
export { LevelPicker } from './components/LevelPicker';
