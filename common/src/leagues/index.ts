export * from './names';
export * from './calendar';
