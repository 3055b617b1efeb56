// Small unions the rules share. The protocol exports identical unions under the same names as zod
// schemas (its convention), so the game barrel leaves these out and the package exports protocol's.
export type Seat = 1 | 2;
export type GameMode = 'multiplayer' | 'daily';
export type GameStatus = 'waiting' | 'active' | 'completed';
export type RoundState = 'AWAITING_LETTER' | 'LETTER_PROVIDED';
