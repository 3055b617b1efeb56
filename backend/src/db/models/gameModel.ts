// games: friend games (and legacy DC- daily games), one document per game, guarded by `version`.
import { Schema, type Connection, type InferSchemaType } from 'mongoose';
import { GAME_IDLE_TTL_DAYS, MS_PER_DAY, UNJOINED_GAME_TTL_HOURS } from '@gridable/common/constants';
import { gridField, wordsField } from './shared';

export const gameSchema = new Schema(
  {
    gameId: { type: String, required: true, unique: true },
    gameMode: { type: String, enum: ['multiplayer', 'daily'], default: 'multiplayer' },
    status: { type: String, enum: ['waiting', 'active', 'completed'], default: 'waiting' },
    currentRound: { type: Number, default: 1 },
    currentLetter: { type: String, default: null },
    currentTurn: { type: Number, enum: [1, 2], default: 1 },
    roundState: { type: String, enum: ['AWAITING_LETTER', 'LETTER_PROVIDED'], default: 'AWAITING_LETTER' },
    player1: { type: String, default: null },
    player2: { type: String, default: null },
    player1UUID: { type: String, default: null },
    player2UUID: { type: String, default: null },
    // The names the seats' players go by (common PlayerName), public to the opponent and to watchers.
    player1Name: { type: String, default: null },
    player2Name: { type: String, default: null },
    identityVersion: { type: Number, default: 1.0 },
    player1Status: { type: String, default: 'Available' },
    player2Status: { type: String, default: 'Available' },
    player1LastSeen: { type: Date, default: null },
    player2LastSeen: { type: Date, default: null },
    player1Active: { type: Boolean, default: false },
    player2Active: { type: Boolean, default: false },
    // Which app node's socket holds the seat (with REDIS_URL): a node that dies is known by it, and one of the
    // living releases its seats (realtime/nodeMembership.ts). Absent until a socket joins.
    player1Node: { type: String, default: undefined },
    player2Node: { type: String, default: undefined },
    // A player's tabs may be on several nodes (phone and laptop behind one load balancer): the nodes with a
    // socket of theirs, and the nodes with a tab of theirs showing the game (games/seatPresence.ts). The seat
    // is held while any node holds it and Available while any node's tab shows the game.
    player1Holders: { type: [String], default: undefined },
    player2Holders: { type: [String], default: undefined },
    player1Lookers: { type: [String], default: undefined },
    player2Lookers: { type: [String], default: undefined },
    player1Grid: gridField,
    player2Grid: gridField,
    player1Words: wordsField,
    player2Words: wordsField,
    player1Score: { type: Number, default: 0 },
    player2Score: { type: Number, default: 0 },
    player1Submitted: { type: Boolean, default: false },
    player2Submitted: { type: Boolean, default: false },
    dailyChallengeDate: { type: String, default: null },
    challengeId: { type: String, default: null },
    lastActivityAt: { type: Date, default: () => new Date() },
    createdAt: { type: Date, default: () => new Date() },
    completedAt: { type: Date, default: null },
    // Rematch (issue 15): the seats that asked, the one new game (set by a version-guarded write), its origin.
    rematchOfferedBy: { type: [Number], default: undefined },
    rematchGameId: { type: String, default: null },
    rematchOf: { type: String, default: null },
    // The seat that turned the last offer down, so the offerer is told (cleared by the next offer).
    rematchDeclinedBy: { type: Number, default: null },
    // Every seat that has ever offered on this game: only a seat's first offer is pushed, so offering and
    // taking it back again and again cannot buzz the opponent's phone each time.
    rematchEverOfferedBy: { type: [Number], default: undefined },
    // Play across time: an early end (resigned / claimed after 72 h of silence) and its winner.
    ending: { type: String, enum: ['resigned', 'claimed', null], default: null },
    endWinner: { type: Number, default: null },
    // Withdrawn by its creator before anyone joined (games/withdrawal.ts): the seats are emptied, the record
    // stays until its idle expiry so the link can say what happened.
    withdrawnAt: { type: Date, default: null },
    // Each seat's last nudge (one per 12 h), and when its last socket left the game (turn pushes wait 30 s).
    player1NudgedAt: { type: Date, default: null },
    player2NudgedAt: { type: Date, default: null },
    player1LeftAt: { type: Date, default: null },
    player2LeftAt: { type: Date, default: null },
    // Optimistic concurrency (ARCHITECTURE §4): every write matches the version it read and bumps it.
    version: { type: Number, default: 0 },
    // The version written by the last rule change (a move, the start): a move made before it is stale.
    movedAtVersion: { type: Number, default: 0 },
    // Every placement in order, kept past the end for the post-game review (the event log is dropped when a
    // game completes): four characters a placement (games/moveLog.ts); older games hold an array.
    moveLog: { type: Schema.Types.Mixed, default: undefined },
    // The per-game event sequence: SSE ids and Last-Event-ID replay count from here.
    lastEventId: { type: Number, default: 0 },
  },
  { collection: 'games', versionKey: false, minimize: false },
);
export const GAME_IDLE_TTL_SECONDS = (GAME_IDLE_TTL_DAYS * MS_PER_DAY) / 1000;
gameSchema.index({ lastActivityAt: 1 }, { expireAfterSeconds: GAME_IDLE_TTL_SECONDS });
gameSchema.index({ status: 1 });
/**
 * A game nobody joined goes UNJOINED_GAME_TTL_HOURS after it was made, not after the 30 idle days: counted from
 * createdAt, which its creator's visits do not move. The second seat's join makes it active, which takes it out
 * of this partial index, and the idle expiry above is its life from then on.
 */
export const UNJOINED_GAME_TTL_SECONDS = UNJOINED_GAME_TTL_HOURS * 60 * 60;
export const UNJOINED_EXPIRY_INDEX = 'unjoinedExpiry';
gameSchema.index(
  { createdAt: 1 },
  {
    name: UNJOINED_EXPIRY_INDEX,
    expireAfterSeconds: UNJOINED_GAME_TTL_SECONDS,
    partialFilterExpression: { status: 'waiting' },
  },
);
// Presence updates arrive with only a clientId: find that client's seats without a scan.
gameSchema.index({ player1: 1 }, { sparse: true });
gameSchema.index({ player2: 1 }, { sparse: true });
// Home's hub finds a player's games by the UUID of either seat, in progress apart from finished: with the
// status in the key, a player's few games in progress are read without their thousands of finished ones, and
// with the finish time after it, the newest finished few are read in that order and the rest never (MongoDB
// and the embedded database both walk the index). completedAt, not lastActivityAt: it is written once, as
// the game ends, so a move never rewrites these keys.
gameSchema.index({ player1UUID: 1, status: 1, completedAt: -1 }, { sparse: true });
gameSchema.index({ player2UUID: 1, status: 1, completedAt: -1 }, { sparse: true });

/**
 * Indexes earlier versions declared and nothing uses any more: dropped at start-up (ensureIndexes). The seat
 * indexes by UUID alone, then by UUID and status, gave way to the two above, which serve every lookup they did.
 */
export const OBSOLETE_GAME_INDEXES = [
  'player1UUID_1',
  'player2UUID_1',
  'player1UUID_1_status_1',
  'player2UUID_1_status_1',
];

export type GameRecord = InferSchemaType<typeof gameSchema>;
/** Called once per connection (createModels): mongoose refuses to register a model twice. */
export function gameModel(connection: Connection) {
  return connection.model('Game', gameSchema);
}
export type GameModel = ReturnType<typeof gameModel>;
