// The opt-in daily reminder reaches a player who has not finished today's daily, and skips one who has.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  PUSH_MESSAGES,
  dayKeyInZone,
  gameNumberForDay,
  MS_PER_DAY,
  PUSH_SUBSCRIPTION_IDLE_DAYS,
  type Grid,
  type PushReminderResponse,
} from '@gridable/common';
import { localTimeIn, REFILE_EVERY_MS } from '../../src/push/dailyReminders';
import { newIdentity, type Identity } from '../games/support/players';
import { get, post } from '../games/support/http';
import { useAcrossServer } from './support/acrossServer';

const ctx = useAcrossServer();
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

// Reminders here are set minutes from the clock's time, and the file moves that clock some forty minutes on (a
// day in its last test). From a time near midnight "two minutes from now" is tomorrow's time, already past today:
// the reminder then reads as sent today or as early. The clock starts at the next 06:00 UTC instead, far from
// any midnight, whatever hour the suite runs.
beforeAll(() => {
  const now = ctx.clock.now().getTime();
  const sixToday = Math.floor(now / MS_PER_DAY) * MS_PER_DAY + 6 * HOUR;
  ctx.clock.advance((sixToday >= now ? sixToday : sixToday + MS_PER_DAY) - now);
});
const ZONE = 'UTC';
const GRID: Grid = [
  ['C', 'A', 'T', 'S'],
  ['A', 'R', 'E', 'A'],
  ['T', 'E', 'A', 'R'],
  ['S', 'A', 'R', 'E'],
];

async function subscribeWithReminder(who: Identity, localTime: string): Promise<string> {
  const subscription = ctx.push.subscribe();
  const res = await post(`${ctx.url}/api/push/subscribe`, {
    playerUUID: who.playerUUID,
    subscription,
    reminder: { localTime, timeZone: ZONE },
  });
  expect(res.status).toBe(201);
  return subscription.endpoint.split('/').pop() ?? '';
}

describe('the daily reminder', () => {
  it('reminds a player who has not finished today’s daily, and not one who has', async () => {
    // Two minutes from now: not yet due when subscribing, due once the clock has moved five minutes on.
    const reminderTime = localTimeIn(new Date(ctx.clock.now().getTime() + 2 * MINUTE), ZONE);
    const waiting = newIdentity();
    const finished = newIdentity();
    const waitingSub = await subscribeWithReminder(waiting, reminderTime);
    const finishedSub = await subscribeWithReminder(finished, reminderTime);
    ctx.clock.advance(5 * MINUTE);

    const day = dayKeyInZone(ctx.clock.now(), ZONE) ?? '';
    const gameNumber = gameNumberForDay(day);
    await ctx.server.models.dailyGames.create({
      gameId: `DCS-G${gameNumber}-reminded`,
      playerUUID: finished.playerUUID,
      dailyChallengeDate: day,
      gameNumber,
      status: 'completed',
      playerScore: 21,
      playerGrid: GRID,
      playerWords: [],
      completedRounds: 16,
      currentRound: 16,
    });

    expect(await ctx.server.push.remindNow()).toBe(1);
    await ctx.server.push.idle();
    const push = await ctx.push.waitFor((p) => p.id === waitingSub);
    expect(push.message).toMatchObject({ kind: 'daily-reminder', url: '/daily-challenge' });
    expect(ctx.push.received.filter((p) => p.id === finishedSub)).toEqual([]);
    // Claimed for today either way: the next minute's check sends nothing more.
    expect(await ctx.server.push.remindNow()).toBe(0);
    expect(ctx.push.rejected).toEqual([]);
  });
});

describe('reading the reminder back', () => {
  it('tells the owner of a subscription its stored reminder, and anyone else none', async () => {
    const who = newIdentity();
    const subscription = ctx.push.subscribe();
    const reminderOf = async (playerUUID: string, endpoint = subscription.endpoint) => {
      const query = new URLSearchParams({ playerUUID, endpoint });
      const res = await get<PushReminderResponse>(`${ctx.url}/api/push/reminder?${query.toString()}`);
      expect(res.status).toBe(200);
      return res.body.reminder;
    };
    const subscribe = (reminder: object | null) =>
      post(`${ctx.url}/api/push/subscribe`, { playerUUID: who.playerUUID, subscription, reminder });
    expect((await subscribe({ localTime: '07:45', timeZone: 'Europe/Paris' })).status).toBe(201);
    expect(await reminderOf(who.playerUUID)).toEqual({ localTime: '07:45', timeZone: 'Europe/Paris' });
    expect(await reminderOf(newIdentity().playerUUID)).toBeNull();
    expect(await reminderOf(who.playerUUID, 'https://push.example/unknown')).toBeNull();
    expect((await get(`${ctx.url}/api/push/reminder?playerUUID=nope&endpoint=x`)).status).toBe(400);
    expect((await subscribe(null)).status).toBe(201);
    expect(await reminderOf(who.playerUUID)).toBeNull();
  });
});

describe('a browser that moves to another identity', () => {
  it('keeps the daily reminder it set when it hands its subscription to the adopted player', async () => {
    const reminderTime = localTimeIn(new Date(ctx.clock.now().getTime() + 2 * MINUTE), ZONE);
    const before = newIdentity();
    const adopted = newIdentity();
    const subscription = ctx.push.subscribe();
    const endpointId = subscription.endpoint.split('/').pop() ?? '';
    const subscribe = (body: object) =>
      post(`${ctx.url}/api/push/subscribe`, { subscription, ...body }).then((res) => res.status);
    expect(
      await subscribe({
        playerUUID: before.playerUUID,
        reminder: { localTime: reminderTime, timeZone: ZONE },
      }),
    ).toBe(201);
    // The move-device claim: the same browser subscription, now the adopted player's, with no reminder said.
    expect(await subscribe({ playerUUID: adopted.playerUUID })).toBe(201);
    ctx.clock.advance(5 * MINUTE);

    expect(await ctx.server.push.remindNow()).toBe(1);
    await ctx.server.push.idle();
    const push = await ctx.push.waitFor((p) => p.id === endpointId);
    expect(push.message).toMatchObject({ kind: 'daily-reminder' });
    const stored = await ctx.server.models.pushSubscriptions
      .findOne({ endpoint: subscription.endpoint })
      .lean();
    expect(stored?.playerUUID).toBe(adopted.playerUUID);
  });
});

describe('a subscription the push service renews (the worker’s pushsubscriptionchange)', () => {
  it('moves the player and their reminder to the new endpoint, for the old one’s owner only', async () => {
    const reminderTime = localTimeIn(new Date(ctx.clock.now().getTime() + 2 * MINUTE), ZONE);
    const who = newIdentity();
    const old = ctx.push.subscribe();
    const renewed = ctx.push.subscribe();
    const idOf = (s: { endpoint: string }) => s.endpoint.split('/').pop() ?? '';
    expect(
      (
        await post(`${ctx.url}/api/push/subscribe`, {
          playerUUID: who.playerUUID,
          subscription: old,
          reminder: { localTime: reminderTime, timeZone: ZONE },
        })
      ).status,
    ).toBe(201);
    const resubscribe = (oldAuth: string) =>
      post(`${ctx.url}/api/push/resubscribe`, { oldEndpoint: old.endpoint, oldAuth, subscription: renewed });

    // Knowing the endpoint is not enough: a stranger cannot take the player's pushes.
    const forged = await resubscribe(renewed.keys.auth);
    expect(forged.status).toBe(404);
    expect(forged.body.error).toBe(PUSH_MESSAGES.unknownSubscription);

    expect((await resubscribe(old.keys.auth)).status).toBe(201);
    const stored = await ctx.server.models.pushSubscriptions
      .find({ endpoint: { $in: [old.endpoint, renewed.endpoint] } })
      .lean();
    expect(stored.map((s) => [s.endpoint, s.playerUUID, s.reminderTime, s.lastSeenAt])).toEqual([
      [renewed.endpoint, who.playerUUID, reminderTime, ctx.clock.now()],
    ]);

    // The reminder now reaches the new endpoint.
    ctx.clock.advance(5 * MINUTE);
    expect(await ctx.server.push.remindNow()).toBe(1);
    await ctx.server.push.idle();
    await ctx.push.waitFor((p) => p.id === idOf(renewed));
    expect(ctx.push.received.filter((p) => p.id === idOf(old))).toEqual([]);
  });
});

describe('a push subscription nobody uses', () => {
  it(`expires ${PUSH_SUBSCRIPTION_IDLE_DAYS} days after its browser last registered it or a push reached it`, async () => {
    const subscriptions = ctx.server.models.pushSubscriptions;
    const ttl = (await subscriptions.collection.indexes()).find((index) => index.key.lastSeenAt === 1);
    expect(ttl?.expireAfterSeconds).toBe((PUSH_SUBSCRIPTION_IDLE_DAYS * MS_PER_DAY) / 1000);

    const reminderTime = localTimeIn(new Date(ctx.clock.now().getTime() + 2 * MINUTE), ZONE);
    const who = newIdentity();
    const endpointId = await subscribeWithReminder(who, reminderTime);
    const stored = () => subscriptions.findOne({ playerUUID: who.playerUUID }).lean();
    expect((await stored())?.lastSeenAt).toEqual(ctx.clock.now());

    // Unseen for months, then a reminder reaches it: the push service still knows it, so it is kept.
    const monthsAgo = new Date(ctx.clock.now().getTime() - (PUSH_SUBSCRIPTION_IDLE_DAYS - 10) * MS_PER_DAY);
    await subscriptions.updateOne({ playerUUID: who.playerUUID }, { $set: { lastSeenAt: monthsAgo } });
    ctx.clock.advance(5 * MINUTE);
    expect(await ctx.server.push.remindNow()).toBeGreaterThanOrEqual(1);
    await ctx.push.waitFor((p) => p.id === endpointId);
    await ctx.server.push.idle();
    expect((await stored())?.lastSeenAt).toEqual(ctx.clock.now());
  });
});

describe('a rolling upgrade', () => {
  it('sends a reminder that a node of the previous release stored after this node started', async () => {
    // This node has filed every reminder it found at its start.
    await ctx.server.push.remindNow();
    // The previous release stores a reminder with no due instant (it checked every reminder every minute).
    const who = newIdentity();
    const subscription = ctx.push.subscribe();
    await ctx.server.models.pushSubscriptions.collection.insertOne({
      endpoint: subscription.endpoint,
      playerUUID: who.playerUUID,
      p256dh: subscription.keys.p256dh,
      auth: subscription.keys.auth,
      reminderTime: localTimeIn(new Date(ctx.clock.now().getTime() + 2 * MINUTE), ZONE),
      reminderTimeZone: ZONE,
      reminderSentDay: null,
      createdAt: ctx.clock.now(),
      lastSeenAt: ctx.clock.now(),
    });
    const endpointId = subscription.endpoint.split('/').pop() ?? '';
    ctx.clock.advance(REFILE_EVERY_MS + MINUTE);
    await ctx.server.push.remindNow();
    await ctx.server.push.idle();
    await ctx.push.waitFor((p) => p.id === endpointId);
    await ctx.server.models.pushSubscriptions.deleteOne({ endpoint: subscription.endpoint });
  });

  it('sends nothing more for a reminder a node of the previous release claimed at the same moment', async () => {
    const who = newIdentity();
    await subscribeWithReminder(who, localTimeIn(new Date(ctx.clock.now().getTime() + 2 * MINUTE), ZONE));
    ctx.clock.advance(3 * MINUTE);
    const day = dayKeyInZone(ctx.clock.now(), ZONE);
    const subscriptions = ctx.server.models.pushSubscriptions;
    const find = subscriptions.find.bind(subscriptions);
    // Between this node's read and its claim, the previous release claims the day its own way (and sends).
    const spy = vi.spyOn(subscriptions, 'find').mockImplementationOnce(((filter: object) => ({
      lean: async () => {
        const due = await find(filter).lean();
        await subscriptions.updateOne(
          { playerUUID: who.playerUUID, reminderSentDay: null },
          { $set: { reminderSentDay: day } },
        );
        return due;
      },
    })) as never);
    try {
      expect(await ctx.server.push.remindNow()).toBe(0);
    } finally {
      spy.mockRestore();
    }
    expect(await ctx.server.push.remindNow()).toBe(0);
    const stored = await subscriptions.findOne({ playerUUID: who.playerUUID }).lean();
    expect(stored?.reminderDueAt?.getTime()).toBeGreaterThan(ctx.clock.now().getTime());
    await subscriptions.deleteOne({ playerUUID: who.playerUUID });
  });
});

describe('the minute check', () => {
  it('reads only the reminders due now, and sends each once on its day and none early', async () => {
    // Last in the file, alone: it moves the clock a day, when every earlier test's reminder is due again.
    await ctx.server.models.pushSubscriptions.deleteMany({});
    const at = (minutes: number) => localTimeIn(new Date(ctx.clock.now().getTime() + minutes * MINUTE), ZONE);
    const soon = await subscribeWithReminder(newIdentity(), at(3));
    // Later today (or early tomorrow): not due for hours, so the check has no business reading it.
    const later = newIdentity();
    await subscribeWithReminder(later, at(6 * 60));
    const subscriptions = ctx.server.models.pushSubscriptions;
    const read: number[] = [];
    const find = subscriptions.find.bind(subscriptions);
    const spy = vi.spyOn(subscriptions, 'find').mockImplementation(((filter: object) => {
      void subscriptions.countDocuments(filter).then((n) => read.push(n));
      return find(filter);
    }) as typeof subscriptions.find);
    try {
      const sentTo = () => ctx.push.received.filter((p) => p.id === soon).length;
      ctx.clock.advance(2 * MINUTE);
      expect(await ctx.server.push.remindNow()).toBe(0);
      ctx.clock.advance(MINUTE);
      expect(await ctx.server.push.remindNow()).toBe(1);
      await ctx.server.push.idle();
      await ctx.push.waitFor((p) => p.id === soon);
      ctx.clock.advance(MINUTE);
      expect(await ctx.server.push.remindNow()).toBe(0);
      // The later reminder was never read while not due; a day on it is due (it may fall early tomorrow), so
      // it leaves before the clock crosses the day, which counts only the first reminder's sends.
      await subscriptions.deleteOne({ playerUUID: later.playerUUID });
      // The next day: nothing a minute before its time, one reminder at it.
      ctx.clock.advance(MS_PER_DAY - 2 * MINUTE);
      expect(await ctx.server.push.remindNow()).toBe(0);
      expect(sentTo()).toBe(1);
      ctx.clock.advance(MINUTE);
      expect(await ctx.server.push.remindNow()).toBe(1);
      await ctx.server.push.idle();
      // Deadlines, not delays: the push travels to the loopback service over HTTP, the count through the database.
      await vi.waitFor(() => expect(sentTo()).toBe(2), { timeout: 5_000 });
      await vi.waitFor(() => expect(read).toHaveLength(spy.mock.calls.length), { timeout: 5_000 });
      // Each check read only what was due: the one reminder at its minute, nothing otherwise.
      expect(Math.max(...read)).toBeLessThanOrEqual(1);
    } finally {
      spy.mockRestore();
    }
  });
});
