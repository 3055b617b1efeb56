// /league/{leagueId} as a link preview: tags naming the league, so an invite pasted into a chat shows what it is.
// An unknown league is a 404.
import { LeagueId } from '@gridable/common';
import type { PageMeta, PageMetaRoute } from '../http/pageMeta';
import type { LeagueStore } from '../db/stores/leagueStore';

export function leagueMeta(name: string, memberCount: number): PageMeta {
  return {
    title: `${name} · a Gridable league`,
    description: `${memberCount} ${memberCount === 1 ? 'player compares' : 'players compare'} their daily Gridable here. Join with a nickname: no account needed.`,
  };
}

export function leaguePage(store: LeagueStore): PageMetaRoute {
  return {
    path: '/league/:leagueId',
    async resolve({ leagueId = '' }): Promise<PageMeta | null> {
      const parsed = LeagueId.safeParse(leagueId);
      if (!parsed.success) return null;
      const league = await store.findLeague(parsed.data);
      return league ? leagueMeta(league.name, league.memberCount) : null;
    },
  };
}
