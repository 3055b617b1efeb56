export * from './transferCodes';
export * from './transferCarry';
