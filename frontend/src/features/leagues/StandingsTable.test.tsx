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
  tied = false,
): LeagueStandingRow => ({
  memberId,
  nickname,
  isViewer: false,
  total,
  played,
  best: played === 0 ? null : total,
  rank,
  tied,
});

function rankOf(nickname: string): string | null | undefined {
  return screen.getByRole('rowheader', { name: nickname }).closest('tr')?.querySelector('td')?.textContent;
}

describe('StandingsTable', () => {
  it('ranks only members who have played, and shows a shared rank as a tie', () => {
    render(
      <StandingsTable
        id="week"
        title="This week"
        note=""
        rows={[
          row('aaaaaaaa', 'Ana', 10, 1, 1, true),
          row('bbbbbbbb', 'Ben', 10, 1, 1, true),
          row('dddddddd', 'Dee', 4, 1, 3),
          row('cccccccc', 'Cy', 0, 0, 4),
        ]}
      />,
    );
    // Seen as "=1", heard as "tied 1": two bare "1"s read as two sole winners.
    expect(rankOf('Ana')).toBe('=tied 1');
    expect(rankOf('Ben')).toBe('=tied 1');
    expect(rankOf('Dee')).toBe('3');
    expect(rankOf('Cy')).toBe('');
  });
});
