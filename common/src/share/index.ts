export * from './friendShareText';
