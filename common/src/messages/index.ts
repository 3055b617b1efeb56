// Every sentence the SPEC words, written once: the server answers with them, the client shows them, tests import them.
export * from './moveErrors';
export * from './turnMessages';
export * from './gameMessages';
export * from './dailyMessages';
export * from './feedbackMessages';
export * from '../serverMessages';
export * from './rematchMessages';
export * from './resultMessages';
export * from './computerMessages';
export * from './plainFailure';
export * from './endingMessages';
export * from './pushMessages';
export * from './reviewMessages';
export * from './connectionMessages';
export * from './hubMessages';
export * from './withdrawMessages';
export * from './leagueMessages';
