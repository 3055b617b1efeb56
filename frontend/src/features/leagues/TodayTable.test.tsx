import { render, screen } from '@testing-library/react';
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
});
