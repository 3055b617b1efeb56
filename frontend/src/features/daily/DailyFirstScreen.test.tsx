import { act, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BLIND_LETTER_ANNOUNCE_MS } from '@gridable/common/constants';
import { emptyGrid } from '@gridable/common/rules';
import type { DailyGame } from './dailyGame';
import { DailyFirstScreen } from './DailyFirstScreen';
import { DailyGameScreen } from './DailyGameScreen';

const TODAY: DailyGame = {
  gameId: 'DCS-G42-abc',
  gameNumber: 42,
  version: 1,
  date: '2025-02-11',
  status: 'active',
  currentRound: 1,
  currentLetter: 'Q',
  roundState: 'LETTER_PROVIDED',
  grid: emptyGrid(),
  words: [],
  score: 0,
  archive: false,
};

function markupOf(element: React.ReactElement): string {
  const { container, unmount } = render(<MemoryRouter>{element}</MemoryRouter>);
  const html = container.innerHTML;
  unmount();
  return html;
}

describe('DailyFirstScreen', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("is a new visitor's game as it opens, element for element, and gives nothing of its letter away", () => {
    const noop = () => undefined;
    const opened = markupOf(
      <DailyGameScreen
        game={TODAY}
        busy={null}
        pending={null}
        tentative={null}
        error={null}
        onChooseCell={noop}
        onConfirmPlacement={noop}
        onUndoPlacement={noop}
        onSelectLetter={noop}
      />,
    );
    const first = markupOf(<DailyFirstScreen gameNumber={42} />);
    expect(first).toBe(opened);
    expect(first).toContain('Gridable #42');
    expect(first).not.toContain('>Q<');
  });

  it('stays announced face down however long the game takes to arrive', () => {
    const { container } = render(
      <MemoryRouter>
        <DailyFirstScreen gameNumber={42} />
      </MemoryRouter>,
    );
    act(() => {
      vi.advanceTimersByTime(BLIND_LETTER_ANNOUNCE_MS * 3);
    });
    expect(container.querySelector('section')?.getAttribute('data-phase')).toBe('announce');
  });

  it('leaves the day blank when it does not know it (the shell, built once for every day)', () => {
    const { container } = render(
      <MemoryRouter>
        <DailyFirstScreen gameNumber={0} />
      </MemoryRouter>,
    );
    expect(container.querySelector('[data-day-name]')?.textContent).toBe('\u00a0');
  });
});
