// The review thread's entry when the server runs from TypeScript sources (vitest, tsx): Node 20 will not take
// a .ts file as a worker's entry even with tsx's hooks, so this plain module loads reviewWorker.ts through
// tsx's API. The bundle starts dist/reviewWorker.js instead.
import { tsImport } from 'tsx/esm/api';

await tsImport('./reviewWorker.ts', import.meta.url);
