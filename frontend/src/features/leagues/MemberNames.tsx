// Who is in a league, for its invite: "Ana, Ben and 3 others". A visitor decides to join by the people in it, and
// a count alone ("5 members") named none of them.
import { Fragment } from 'react';
import { LEAGUE_INVITE_NAMES } from '@gridable/common';

/** `names`: the first members' nicknames (the server sends at most LEAGUE_INVITE_NAMES); `count`: all members. */
export function MemberNames({ names, count }: { names: readonly string[]; count: number }) {
  if (names.length === 0) return null;
  // Every name when all fit; else one fewer, so the last place says how many more there are.
  const shown = count <= names.length ? names : names.slice(0, LEAGUE_INVITE_NAMES - 1);
  const others = count - shown.length;
  const parts = [
    // Isolated: a right-to-left nickname would otherwise pull the comma after it to its other side.
    ...shown.map((name, i) => <bdi key={i}>{name}</bdi>),
    ...(others > 0
      ? [<Fragment key="others">{`${others} ${others === 1 ? 'other' : 'others'}`}</Fragment>]
      : []),
  ];
  return (
    <>
      {parts.map((part, i) => (
        <Fragment key={i}>
          {i === 0 ? null : i === parts.length - 1 ? ' and ' : ', '}
          {part}
        </Fragment>
      ))}
    </>
  );
}
