import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { Grid, LeagueTodayRow } from '@gridable/common';
import { TodayTable } from './TodayTable';

const GRID: Grid = [
  ['C', 'A', 'T', 'S'],
  ['A', 'R', 'E', 'A'],
  ['T', 'E', 'A', 'R'],
  ['S', 'A', 'R', 'E'],
];

const row = (memberId: string, nickname: string, score: number, rank: number): LeagueTodayRow => ({
  memberId,
  nickname,
  isCreator: false,
  isViewer: false,
  status: 'finished',
  score,
  vsPar: null,
  streak: 1,
  rank,
  tied: false,
  grid: GRID,
  words: [],
});

describe('TodayTable', () => {
  it('isolates Hebrew and Arabic nicknames, so the score is drawn after the name and not before it', () => {
    render(
      <TodayTable
        today={{
          day: '2026-11-27',
          gameNumber: 696,
          par: null,
          revealed: true,
          rows: [row('aaaaaaaa', 'محمد', 17, 1), row('bbbbbbbb', 'דני', 9, 2)],
        }}
      />,
    );
    for (const [nickname, score] of [
      ['محمد', 17],
      ['דני', 9],
    ] as const) {
      const caption = screen.getByText(
        (_, el) => el?.tagName === 'FIGCAPTION' && el.textContent === `${nickname} · ${score}`,
      );
      // Without isolation the bidi algorithm joins " · 17" to the right-to-left name and shows "17 · محمد".
      expect(caption.querySelector('bdi')?.textContent).toBe(nickname);
      expect(screen.getByRole('rowheader', { name: nickname }).querySelector('bdi')?.textContent).toBe(
        nickname,
      );
    }
  });

  it("offers today's daily to a viewer who has not finished it, and nothing once they have", () => {
    const today = (status: LeagueTodayRow['status']) => ({
      day: '2026-11-27',
      gameNumber: 696,
      par: null,
      revealed: false,
      rows: [
        row('aaaaaaaa', 'Ana', 17, 1),
        { ...row('bbbbbbbb', 'Ben', 0, 0), isViewer: true, status, score: null, rank: null, grid: null },
      ],
    });
    const { rerender } = render(
      <MemoryRouter>
        <TodayTable today={today('not-started')} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: "Play Today's Gridable" }).getAttribute('href')).toBe(
      '/daily-challenge',
    );
    rerender(
      <MemoryRouter>
        <TodayTable today={today('playing')} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: "Continue Today's Gridable" }).getAttribute('href')).toBe(
      '/daily-challenge',
    );
    rerender(
      <MemoryRouter>
        <TodayTable today={{ ...today('finished'), revealed: true }} />
      </MemoryRouter>,
    );
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('shows a rank two finished players share as a tie', () => {
    render(
      <MemoryRouter>
        <TodayTable
          today={{
            day: '2026-11-27',
            gameNumber: 696,
            par: null,
            revealed: true,
            rows: [
              { ...row('aaaaaaaa', 'Ana', 17, 1), tied: true },
              { ...row('bbbbbbbb', 'Ben', 17, 1), tied: true },
              row('cccccccc', 'Cy', 9, 3),
            ],
          }}
        />
      </MemoryRouter>,
    );
    const rankOf = (nickname: string) =>
      screen.getByRole('rowheader', { name: nickname }).closest('tr')?.querySelector('td')?.textContent;
    expect([rankOf('Ana'), rankOf('Ben'), rankOf('Cy')]).toEqual(['=tied 1', '=tied 1', '3']);
  });
});
