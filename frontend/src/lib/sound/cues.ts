// The game's sound cues as note lists, synthesized with Web Audio: no audio files to download or license.
export type SoundCue = 'your-turn' | 'opponent-move' | 'word' | 'win' | 'end';

export interface Note {
  /** Hz */
  frequency: number;
  /** Seconds after the cue starts. */
  at: number;
  /** Seconds. */
  duration: number;
  type: OscillatorType;
}

const note = (frequency: number, at: number, duration: number, type: OscillatorType = 'sine'): Note => ({
  frequency,
  at,
  duration,
  type,
});

export const CUES: Record<SoundCue, readonly Note[]> = {
  // A rising two-note chime: something for you to do.
  'your-turn': [note(660, 0, 0.12), note(880, 0.1, 0.18)],
  // One soft low blip: the other player did something, nothing needed from you yet.
  'opponent-move': [note(440, 0, 0.09, 'triangle')],
  // A bright arpeggio: a word just formed on your grid.
  word: [note(784, 0, 0.08), note(988, 0.07, 0.08), note(1319, 0.14, 0.16)],
  // A major fanfare for a win, a plain falling pair for any other ending.
  win: [note(523, 0, 0.14), note(659, 0.12, 0.14), note(784, 0.24, 0.14), note(1047, 0.36, 0.3)],
  end: [note(523, 0, 0.18, 'triangle'), note(392, 0.16, 0.3, 'triangle')],
};
