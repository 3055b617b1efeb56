// Writes docs/PROTOCOL.md: the prose below, plus tables read from the code itself (REST routes from the
// backend's routers, socket events and constants and error texts from common), so the document cannot
// drift from what the code says.   npm run docs:protocol   (--check: fail when the file is out of date; lint runs it)
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as common from '@gridable/common';
import { format } from 'prettier';

const root = path.resolve(import.meta.dirname, '..');

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

/** `router.get('/games/:id', …)` and the like, under /api, as `METHOD /api/path (file)`. */
function restRoutes(): string[] {
  const rows = new Set<string>();
  for (const file of filesUnder(path.join(root, 'backend', 'src'))) {
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(
      /\b(?:router|api|apiRouter)\.(get|post|put|patch|delete)\(\s*'(\/[^']*)'/g,
    )) {
      const rel = path.relative(path.join(root, 'backend', 'src'), file);
      rows.add(`| ${m[1]!.toUpperCase()} | \`/api${m[2]!}\` | \`${rel}\` |`);
    }
  }
  return [...rows].sort((a, b) => a.split('|')[2]!.localeCompare(b.split('|')[2]!));
}

/**
 * The browser app's routes, as its router declares them: `path: '…'` under frontend/src/app, and the lazy
 * pages' rows (`'/pattern': { module: … }` in routeModules.ts), from which routes.tsx builds the rest.
 */
function pageRoutes(): string[] {
  const paths = new Set<string>();
  for (const file of filesUnder(path.join(root, 'frontend', 'src', 'app')).concat(
    readdirSync(path.join(root, 'frontend', 'src', 'app'))
      .filter((f) => f.endsWith('.tsx') && !f.endsWith('.test.tsx'))
      .map((f) => path.join(root, 'frontend', 'src', 'app', f)),
  )) {
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(/\bpath: '([^']*)'/g)) paths.add(m[1]!.replace(/^\//, ''));
    for (const m of text.matchAll(/^\s+'\/([^']*)': \{\s*module:/gm)) paths.add(m[1]!);
  }
  return [...paths].sort().map((p) => (p === '*' ? '`*` (the 404 page)' : `\`/${p}\``));
}

function socketClientEvents(): string[] {
  const text = readFileSync(path.join(root, 'common', 'src', 'protocol', 'socket.ts'), 'utf8');
  const block = /export interface ClientToServerEvents \{([\s\S]*?)\n\}/.exec(text)?.[1] ?? '';
  // Names like 'claim-win' are quoted keys.
  return [...block.matchAll(/^\s+'?([\w-]+)'?: \(payload: (\w+)/gm)].map(
    (m) => `| \`${m[1]!}\` | \`${m[2]!}\` |`,
  );
}

function show(value: unknown): string {
  return typeof value === 'string' ? JSON.stringify(value) : JSON.stringify(value).replace(/,/g, ', ');
}

function constants(): string[] {
  const text = readFileSync(path.join(root, 'common', 'src', 'constants.ts'), 'utf8');
  const names = [...text.matchAll(/^export const (\w+)/gm)].map((m) => m[1]!);
  const values = common as unknown as Record<string, unknown>;
  return names.filter((n) => n in values).map((n) => `| \`${n}\` | \`${show(values[n])}\` |`);
}

function errorTexts(): string[] {
  const rows: string[] = [];
  const values = common as unknown as Record<string, unknown>;
  for (const group of Object.keys(values)
    .filter((k) => k.endsWith('_MESSAGES'))
    .sort()) {
    const messages = values[group];
    if (!messages || typeof messages !== 'object') continue;
    for (const [key, text] of Object.entries(messages)) {
      if (typeof text !== 'string') continue;
      rows.push(`| \`${group}.${key}\` | ${text.replace(/\|/g, '\\|')} |`);
    }
  }
  return rows;
}

const PROSE = (tables: Record<string, string[]>): string => `# Gridable's protocol

What the game is, what it stores and what travels between browser and server, in this project's own
words. Comments in the code cite its sections as \`docs/PROTOCOL.md §N\`. The tables are generated from
the code by \`npm run docs:protocol\`; edit the prose in \`scripts/protocol-doc.ts\`, not here.

## §1 The product

A turn-taking word game on a 4×4 grid. In a friend game two players share a link; each round one player
chooses a letter and both place it on their own grid; after 16 rounds every row and column is scored for
the words it holds. The daily challenge is the same game against a fixed sequence of letters that is the
same for everyone on a calendar day; the computer game is played against the server's bot.

## §2 Screens and routes

The browser app (react-router, \`frontend/src/app\`) has these routes: ${tables['pages']!.join(', ')}.
Every page renders inside one layout (\`RootLayout\`) with one header.

## §3 Entities

- **Game** (\`games\`): \`gameId\` (${common.GAME_ID_MAX_LENGTH} characters of an unambiguous alphabet), the
  two seats (\`playerUUID\`, name, presence), the round, whose turn it is and its phase, both grids, the
  letters called, and \`version\`, which every accepted move increments by one.
- **Game event** (\`game_events\`): each accepted move as \`{ gameId, eventId, playerId, eventType,
  eventData, timestamp, roundNumber, serverInstance, correlationId }\`, the log the SSE stream replays
  after \`Last-Event-ID\`.
- **Daily sequence** (\`daily_challenge_sequences\`): one per calendar day, the day's letters, drawn
  once and never changed; **daily games** (\`daily_challenge_games\`) and **submissions**
  (\`daily_challenge_submissions\`) hold each player's game and result for a day; a daily game keeps its
  placements (\`moveLog\`) for its review, and each submission line goes \`DAILY_SUBMISSION_RETENTION_DAYS\` after it
  was written.
- **Public result** (\`public_game_results\`): a finished game's shared summary, read through
  \`/share/:shareId\`. **Feedback** (\`feedback\`) and **game metrics** (\`game_metrics\`) are write-only.
- **Identity**: a player is a \`playerUUID\` kept by the browser (\`lib/storage/playerIdentity.ts\`);
  there are no accounts.

## §4 States and transitions

A game's \`status\` is one of ${common.GameStatus.options.map((o) => `\`${o}\``).join(', ')}: a friend game
waits for its second player, then plays rounds 1–${common.TOTAL_ROUNDS}. Each round's \`roundState\` is one of
${common.RoundState.options.map((o) => `\`${o}\``).join(', ')}: the chooser picks a letter, then both players
place it; the turn to choose alternates. After round ${common.TOTAL_ROUNDS} the game is completed and scored; a rematch offer
then makes one new game for both. While a game still waits, its creator may withdraw it
(\`POST /api/games/:id/withdraw\` or the socket's \`withdraw\`): its seats are emptied and \`withdrawnAt\` set in
one guarded write, so a join racing it either wins (the withdrawal is refused, 409) or is refused with 410
and the sentence \`GAME_MESSAGES.gameWithdrawn\`, which reads of the game (410), joins (410), socket joins and
event streams (\`GAME_NOT_FOUND\` with \`code: 'GAME_WITHDRAWN'\`; a game that never was says
\`code: 'GAME_NOT_FOUND'\`) answer until the record's idle expiry. The withdrawal itself is published to the
game's room and streams as that \`GAME_NOT_FOUND\`, so the creator's other tabs are told at once; clients tell
the two apart by the code (or the HTTP status), never by the sentence.
The server holds the only authoritative state: every move is checked
against it by \`common\`'s reducer and written with a version guard, so of two moves made against the same
version exactly one is accepted. A daily game moves through the same rounds against the day's letters,
alone; the day's letters and others' results are hidden until the day is over everywhere
(\`common/src/daily/spoilers.ts\`).

## §5 Validation rules

Every REST body and socket payload is parsed with the zod schemas in \`common/src/protocol\`; anything
else is refused with \`{ error, code }\` (REST 4xx) or an error acknowledgement (socket), never a crash. A
letter is one of A–Z; a cell index is 0–${common.CELL_COUNT - 1} and must be empty; only the chooser may send
a letter and only in the letter phase; a placement must come in the placement phase from a seated player
who has not placed yet. Words are ${common.MIN_WORD_LENGTH}–${common.MAX_WORD_LENGTH} letters from the word list.

## §6 Roles and permissions

A **player** is whoever holds a seat's \`playerUUID\`: only they may move for that seat. A **visitor** to a
full game (or a finished one) may watch it but not move. There are no administrators in the app; the
operator reads \`/metrics\` on its own port (\`METRICS_PORT\`) or, on the app port, with the
\`METRICS_TOKEN\` bearer token.

## §7 Calls

REST routes (JSON bodies, \`{ error, code }\` on refusal, §8):

| Method | Path | Defined in (backend/src) |
| --- | --- | --- |
${tables['routes']!.join('\n')}

Server-sent events: \`GET /api/events?gameId=…\` streams the game's events; each carries an id, and a
reconnecting client sends \`Last-Event-ID\` to get what it missed. Heartbeats every
${common.SSE_HEARTBEAT_MS} ms keep proxies from closing the stream.

Socket.IO, client to server (each answered by an acknowledgement, \`SocketAck\`):

| Event | Payload schema |
| --- | --- |
${tables['socket']!.join('\n')}

Socket.IO, server to client: one event per \`ServerEvent\` type (the same messages as the SSE stream);
every one that reports a move or a join carries the whole game view:
${common.SERVER_EVENT_TYPES.map((t) => `\`${t}\``).join(', ')}.

Presence is a seat's, over all its player's tabs, on every node and channel: the player is Available while
any tab of theirs shows the game, and the seat is held (no turn push) while any socket of theirs is
connected. A socket's tab is one from its join to its disconnect; the handshake (and \`join\`) may say
\`presence: 'away'\` for a tab that connects hidden, which then counts as away until it reports otherwise (a
client that omits it counts as active, as before). A tab reporting over REST (\`POST /api/presence\` with its
\`clientId\`, \`/api/presence/update\`, or its status to \`/api/games/:id/status\`) is one until it has not
reported for ${common.REST_PRESENCE_TTL_MS} ms, or until its socket joins again; a \`POST /api/presence\` without
\`clientId\` counts as one tab of that player's on the game.

Names: a friend game's create (\`POST /api/games\`), join (\`POST /api/games/:id/join\`) and the socket's
join (handshake or \`join\`) may carry \`name\` (\`PlayerName\`: the league nickname rule, a bad one refused
with its sentence, \`INVALID_INPUT\`, on the socket too, and nothing changed). It names the seat taken; a return
to one's own seat under another name renames it, told to the room as \`STATUS_UPDATED\` (whose view carries
it), and a return without a name keeps the stored one. Names are public: every game view
(\`player1Name\`, \`player2Name\`), the watch state, Home's \`opponentName\`, the review's \`opponentName\`, the
game link's preview and the opponent's pushes show them; a player without one is "Opponent".

## §8 Error catalogue

Every REST refusal (4xx or 5xx) answers a JSON body \`{ error, code }\` (\`ErrorResponse\` in
\`common/src/protocol/errors.ts\`): \`error\` is the sentence for a person, \`code\` one of the machine codes
below. A client decides by \`code\` (and the HTTP status), never by the sentence: sentences may be reworded,
a listed code keeps its meaning, and new codes may be added (treat an unknown one by its status). The same
failure carries the same code on every channel: a socket acknowledgement's \`code\`, and the \`code\` of the
\`ERROR\`, \`PLACEMENT_ERROR\`, \`GAME_FULL\` and \`GAME_NOT_FOUND\` events on a socket or the SSE stream. A
429 or 503 carries \`Retry-After\`. \`POST /api/daily-challenge-simple\` adds \`completion\` to its 409
\`ALREADY_COMPLETED\`.

Codes (\`ERROR_CODES\` in \`common/src/protocol/errorCodes.ts\`): ${common.ERROR_CODES.map((c) => `\`${c}\``).join(', ')}.

Every sentence a player can read, as \`common\` defines it (the server and the browser both use these):

| Key | Text |
| --- | --- |
${tables['errors']!.join('\n')}

## §9 Constants and limits

| Name | Value |
| --- | --- |
${tables['constants']!.join('\n')}
`;

const out = await format(
  PROSE({
    pages: pageRoutes(),
    routes: restRoutes(),
    socket: socketClientEvents(),
    errors: errorTexts(),
    constants: constants(),
  }),
  { parser: 'markdown', proseWrap: 'preserve' },
);
const docPath = path.join(root, 'docs', 'PROTOCOL.md');
if (process.argv.includes('--check')) {
  if (readFileSync(docPath, 'utf8') !== out) {
    console.error('docs/PROTOCOL.md is out of date with the code: run npm run docs:protocol');
    process.exitCode = 1;
  }
} else {
  writeFileSync(docPath, out);
  console.log(`docs/PROTOCOL.md written (${out.split('\n').length} lines)`);
}
