export * from './primitives';
export * from './errors';
export * from './gameView';
export * from './games';
export * from './events';
export * from './socket';
export * from './daily';
export * from './results';
