// The game rules in one place: grid, scoring, turn order and the friend and daily reducers.
export * from './grid';
export * from './scoring';
export * from './turns';
export * from './seats';
export * from './phase';
export * from './errors';
export * from './events';
export * from './moves';
export * from './friendGame';
export * from './dailyGame';
export * from './rematch';
export * from './ending';
export * from './turnSignal';
export * from './signals';
