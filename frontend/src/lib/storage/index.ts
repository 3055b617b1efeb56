// Public face of the browser storage records.
export * from './playerIdentity';
export * from './seatAssignments';
export * from './session';
export * from './dailyCompletions';
export * from './playerName';
export type { SeatNumber } from './records';
export { followIdentityChanges } from './identityChanges';
