export * from './transferCodes';
