// Gridable's rules and protocol, shared by the server and the browser.
export * from './constants';
export * from './game';
export * from './daily';
export * from './words';
export * from './protocol';
export * from './share';
