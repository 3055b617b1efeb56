// A request path as the logs may keep it. Some paths carry a secret a reader of the logs could use: a transfer
// code hands a player's identity to whoever claims it first, so a claim refused while the code is live (budget
// spent, database down) would leave a working code in the debug log.
const SECRET_SEGMENTS: readonly [pattern: RegExp, replacement: string][] = [
  [/(\/identity\/transfer-codes\/)[^/]+/, '$1:code'],
];

export function loggablePath(path: string): string {
  return SECRET_SEGMENTS.reduce((kept, [pattern, replacement]) => kept.replace(pattern, replacement), path);
}
