// The zod-free entry point `@gridable/common/rules`: the game rules, the daily calendar and the dictionary, for
// code that does not validate wire data (a page chunk importing from here carries no zod).
export * from './game';
export * from './daily';
export * from './words';
export * from './resultLabels';
// The computer player is zod-free too: the vs-computer page and its Web Worker import it from here.
export * from './bot';
// The post-game review runs in a Web Worker too.
export * from './review';
export type { Seat, GameMode, GameStatus, RoundState } from './game/types';
// League names, nicknames and transfer codes: checked the same way in the browser and on the server.
export * from './leagues';
export * from './identity';
