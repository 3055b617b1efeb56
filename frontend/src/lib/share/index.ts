// Public face of the share helpers.
export * from './share';
export { useCopiedFlag } from './useCopiedFlag';
