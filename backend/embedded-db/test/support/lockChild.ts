// Child process for the lock race: at the instant given, opens a data directory and says whether it
// got it; then holds it until its stdin closes.
import { acquireLock } from '../../src/lock';

const [dir, at] = process.argv.slice(2);
if (!dir || !at) throw new Error('usage: lockChild <dataDir> <epoch ms to start at>');
// Spin, not a timer: every racer leaves this loop within microseconds of the same instant.
while (Date.now() < Number(at));
let result: string;
try {
  acquireLock(dir);
  result = 'won';
} catch (err) {
  result = err instanceof Error ? err.message : String(err);
}
process.stdout.write(`${JSON.stringify({ pid: process.pid, result })}\n`);
process.stdin.resume();
process.stdin.on('end', () => process.exit(0));
