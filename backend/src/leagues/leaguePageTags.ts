// /league/{leagueId} as a link preview: tags naming the league and who plays there, and a picture, so an invite
// pasted into a chat shows what it is (and spoils no one's day: no letters, no scores). An unknown league is a 404.
import { LeagueId, memberListText } from '@gridable/common';
import type { PageMeta, PageMetaRoute } from '../http/pageMeta';
import type { SiteOrigin } from '../http/siteOrigin';
import type { LeagueStore } from '../db/stores/leagueStore';
import { leaguePreviewImagePath } from './leaguePreviewImage';

export function leagueMeta(name: string, memberCount: number, nicknames: readonly string[] = []): PageMeta {
  const who =
    nicknames.length === 0
      ? `${memberCount} ${memberCount === 1 ? 'player compares' : 'players compare'}`
      : `${memberListText(nicknames, memberCount)} ${memberCount === 1 ? 'compares' : 'compare'}`;
  return {
    title: `${name} · a Gridable league`,
    description: `${who} their daily Gridable here. Join with a nickname: no account needed.`,
  };
}

export function leaguePage(store: LeagueStore, origin: SiteOrigin): PageMetaRoute {
  return {
    path: '/league/:leagueId',
    async resolve({ leagueId = '' }, req): Promise<PageMeta | null> {
      const parsed = LeagueId.safeParse(leagueId);
      if (!parsed.success) return null;
      const league = await store.findLeague(parsed.data);
      if (!league) return null;
      // Who plays there is what a friend recognises first; members can see each other's names once joined.
      const members = await store.membersOf(league.leagueId);
      return {
        ...leagueMeta(
          league.name,
          members.length,
          members.map((m) => m.nickname),
        ),
        image: `${origin.of(req)}/api${leaguePreviewImagePath(league.leagueId)}`,
        imageAlt: `${league.name}: a Gridable league`,
      };
    },
  };
}
