export * from './cues';
export * from './soundPlayer';
