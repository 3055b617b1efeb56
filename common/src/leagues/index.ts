export * from './names';
export * from './calendar';
export * from './ranks';
