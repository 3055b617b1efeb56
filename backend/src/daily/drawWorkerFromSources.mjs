// The day-draw thread's entry when the server runs from TypeScript sources (vitest, tsx): Node 20 will not
// take a .ts file as a worker's entry even with tsx's hooks (ERR_UNKNOWN_FILE_EXTENSION), so this plain
// module loads drawWorker.ts through tsx's API. The bundle starts dist/dailyDrawWorker.js instead.
import { tsImport } from 'tsx/esm/api';

await tsImport('./drawWorker.ts', import.meta.url);
