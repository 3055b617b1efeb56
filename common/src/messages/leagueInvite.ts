// Who a league's invite names, the same in a link preview and on the join page: people recognise names, and a
// count alone ("5 members") named none of them. "Ana", "Ana and Ben", "Ana, Ben and Cy", "Ana, Ben and 3 others".
import { LEAGUE_INVITE_NAMES } from '../leagues/names';

/** The nicknames to name (the first to join first) and how many members go unnamed. */
export function inviteNames(
  nicknames: readonly string[],
  memberCount: number,
): { named: string[]; others: number } {
  // Every name when all fit; else one fewer, so the last place says how many more there are.
  const named = nicknames.slice(
    0,
    memberCount > LEAGUE_INVITE_NAMES ? LEAGUE_INVITE_NAMES - 1 : LEAGUE_INVITE_NAMES,
  );
  return { named, others: Math.max(0, memberCount - named.length) };
}

/** "3 others", "1 other": the list's last place when not everyone is named. */
export function othersText(others: number): string {
  return `${others} ${others === 1 ? 'other' : 'others'}`;
}

/** What goes before the list's item at `index` of `length`: nothing, ", " or " and ". */
export function listSeparator(index: number, length: number): string {
  if (index === 0) return '';
  return index === length - 1 ? ' and ' : ', ';
}

/** The invite's list as one string, for text that cannot isolate each name (a link preview's description). */
export function memberListText(nicknames: readonly string[], memberCount: number): string {
  const { named, others } = inviteNames(nicknames, memberCount);
  const items = others > 0 ? [...named, othersText(others)] : named;
  return items.map((item, i) => `${listSeparator(i, items.length)}${item}`).join('');
}
