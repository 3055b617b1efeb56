// A friend game played over REST by two seats, each from its own client address, as the footprint
// benchmark and the replay probe both need: whole, or stopped after a round and left in play.
import { chooserForRound, TOTAL_ROUNDS } from '@gridable/common';
import { clientIp } from './cli';
import { makePlan } from './gamePlan';
import { postFrom as post } from './postFrom';

export interface RestGameOptions {
  /** Plays rounds 1..lastRound; the default plays the game to its end. */
  lastRound?: number;
  /** Distinguishes the clientIds of one run's callers. */
  clientPrefix: string;
  /** The next client address (each caller keeps its own range of X-Forwarded-For addresses). */
  nextIp: () => string;
}

async function must(
  what: string,
  pending: Promise<{ status: number; body: Record<string, unknown> }>,
  want = 200,
): Promise<Record<string, unknown>> {
  const { status, body } = await pending;
  if (status !== want) throw new Error(`${what}: ${status} ${JSON.stringify(body)}`);
  return body;
}

/** Plays the game of `seed` (common's plan for it) and returns its id. */
export async function playRestGame(url: string, seed: number, options: RestGameOptions): Promise<string> {
  const { lastRound = TOTAL_ROUNDS, clientPrefix, nextIp } = options;
  const plan = makePlan(seed);
  const created = await must('create', post(`${url}/api/games`, {}, nextIp()), 201);
  const gameId = String(created['gameId']);
  const seats = ([1, 2] as const).map((seat) => ({
    seat,
    clientId: `${clientPrefix}-${seat}-${seed}`,
    playerUUID: crypto.randomUUID(),
    ip: nextIp(),
  }));
  const base = `${url}/api/games/${gameId}`;
  for (const s of seats) {
    await must(
      'join',
      post(
        `${base}/join`,
        { clientId: s.clientId, playerUUID: s.playerUUID, requestedPlayerId: s.seat },
        s.ip,
      ),
    );
  }
  for (let round = 1; round <= lastRound; round++) {
    const chooser = seats[chooserForRound(round) - 1] as (typeof seats)[number];
    await must(
      `round ${round} letter`,
      post(`${base}/letter`, { letter: plan.letters[round - 1], clientId: chooser.clientId }, chooser.ip),
    );
    // The last round's letter fills the one cell left on both grids: the game ends with it.
    if (round === TOTAL_ROUNDS) break;
    for (const s of seats) {
      await must(
        `round ${round} placement`,
        post(
          `${base}/placement`,
          { playerId: s.seat, cellIndex: plan.cells[s.seat][round - 1], clientId: s.clientId },
          s.ip,
        ),
      );
    }
  }
  return gameId;
}

/** Addresses counting up from `base`, one range per caller so two never collide. */
export function addressesFrom(base: number): () => string {
  let next = base;
  return () => clientIp(++next);
}
