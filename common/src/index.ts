// Gridable's rules and protocol, shared by the server and the browser. Code that does not validate wire data
// imports the zod-free entry points instead: @gridable/common/rules, /constants and /messages.
export * from './constants';
export * from './game';
export * from './daily';
export * from './words';
export * from './messages';
export * from './bot';
export * from './review';
export * from './protocol';
export * from './resultLabels';
export * from './share';
export * from './leagues';
export * from './identity';
export * from './webRoutes';
export * from './appShells';
