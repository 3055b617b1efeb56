import { describe, expect, it } from 'vitest';
import { inviteNames, memberListText } from './leagueInvite';

describe('an invite’s list of members', () => {
  it('names every member of a league of three or fewer', () => {
    expect(memberListText(['Ana'], 1)).toBe('Ana');
    expect(memberListText(['Ana', 'Ben'], 2)).toBe('Ana and Ben');
    expect(memberListText(['Ana', 'Ben', 'Cy'], 3)).toBe('Ana, Ben and Cy');
  });

  it('names the first two of a bigger league and counts the rest', () => {
    expect(memberListText(['Ana', 'Ben', 'Cy'], 4)).toBe('Ana, Ben and 2 others');
    expect(memberListText(['Ana', 'Ben', 'Cy', 'Dee', 'Eve'], 50)).toBe('Ana, Ben and 48 others');
    expect(inviteNames(['Ana', 'Ben', 'Cy'], 5)).toEqual({ named: ['Ana', 'Ben'], others: 3 });
  });
});
