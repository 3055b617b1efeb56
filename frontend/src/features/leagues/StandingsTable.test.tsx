import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { LeagueStandingRow } from '@gridable/common';
import { StandingsTable } from './StandingsTable';

const row = (
  memberId: string,
  nickname: string,
  total: number,
  played: number,
  rank: number,
): LeagueStandingRow => ({
  memberId,
  nickname,
  isViewer: false,
  total,
  played,
  best: played === 0 ? null : total,
  rank,
});

function rankOf(nickname: string): string | null | undefined {
  return screen.getByRole('rowheader', { name: nickname }).closest('tr')?.querySelector('td')?.textContent;
}

describe('StandingsTable', () => {
  it('ranks only members who have played, ties sharing a rank', () => {
    render(
      <StandingsTable
        id="week"
        title="This week"
        note=""
        rows={[
          row('aaaaaaaa', 'Ana', 10, 1, 1),
          row('bbbbbbbb', 'Ben', 10, 1, 1),
          row('cccccccc', 'Cy', 0, 0, 3),
        ]}
      />,
    );
    expect(rankOf('Ana')).toBe('1');
    expect(rankOf('Ben')).toBe('1');
    expect(rankOf('Cy')).toBe('');
  });
});
