export * from './theme';
