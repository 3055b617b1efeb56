// Child process for crash tests: serves a data directory until it is killed (kill -9 by the test).
import { startEmbeddedMongo } from '../../src';

const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: crashChild <dataDir>');
const compactAfterBytes = process.argv[3] ? Number(process.argv[3]) : undefined;
const server = await startEmbeddedMongo({ dataDir, compactAfterBytes });
process.stdout.write(`${JSON.stringify({ uri: server.uri })}\n`);
// Stay alive: the test ends this process with SIGKILL, never a clean close.
setInterval(() => undefined, 1 << 30);
