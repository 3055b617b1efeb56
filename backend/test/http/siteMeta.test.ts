// The link previews of Home and the daily: a daily game's own link names its own challenge, not today's.
import type { Request } from 'express';
import { describe, expect, it } from 'vitest';
import { sitePages } from '../../src/http/siteMeta';

// 20:00 UTC on 15 June 2025: Gridable #N in UTC, already the 16th in Auckland.
const pages = sitePages(() => new Date('2025-06-15T20:00:00Z'));
const daily = pages.find((page) => page.path === '/daily-challenge/:gameId?');
const preview = (params: Record<string, string>) => daily?.resolve(params, {} as Request);

describe('the daily page’s preview', () => {
  it('invites to today’s challenge, counted in UTC, without a game id', async () => {
    expect(await preview({})).toMatchObject({ title: expect.stringMatching(/^Play Gridable #\d+$/) });
  });

  it('names the game’s own challenge on a game’s link, whatever day it is opened', async () => {
    const today = (await preview({}))?.title;
    const shared = await preview({ gameId: 'DCS-G7-abcdefghijkm' });
    expect(shared?.title).toBe('Gridable #7');
    expect(shared?.title).not.toBe(today);
    expect(shared?.description).not.toMatch(/Today's Gridable/);
  });

  it('keeps today’s preview for an id that names no challenge', async () => {
    expect(await preview({ gameId: 'nonsense' })).toEqual(await preview({}));
  });
});
