// Who is in a league, on its join page: "Ana, Ben and 3 others" (common's inviteNames, as the link preview says
// it), each nickname isolated, so a right-to-left one does not pull the comma after it to its other side.
import { Fragment } from 'react';
import { inviteNames, listSeparator, othersText } from '@gridable/common/messages';

/** `names`: the first members' nicknames (the server sends at most LEAGUE_INVITE_NAMES); `count`: all members. */
export function MemberNames({ names, count }: { names: readonly string[]; count: number }) {
  if (names.length === 0) return null;
  const { named, others } = inviteNames(names, count);
  const items = [
    ...named.map((name, i) => <bdi key={i}>{name}</bdi>),
    ...(others > 0 ? [othersText(others)] : []),
  ];
  return (
    <>
      {items.map((item, i) => (
        <Fragment key={i}>
          {listSeparator(i, items.length)}
          {item}
        </Fragment>
      ))}
    </>
  );
}
