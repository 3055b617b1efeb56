import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DAY_DONE_LABELS } from '@gridable/common/messages';
import { NextGridableCountdown } from './NextGridableCountdown';

afterEach(() => {
  vi.useRealTimers();
});

describe('the countdown to the next Gridable', () => {
  it('counts down to local midnight, then offers the new day instead of counting to the next', () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    vi.setSystemTime(new Date(2026, 10, 26, 23, 59, 57));
    render(<NextGridableCountdown />);
    expect(screen.getByText('Next Gridable in 00:00:03')).toBeInTheDocument();

    act(() => {
      vi.advanceTimersByTime(2000);
    });
    expect(screen.getByText('Next Gridable in 00:00:01')).toBeInTheDocument();

    act(() => {
      vi.advanceTimersByTime(2000);
    });
    expect(screen.queryByText(/^Next Gridable in/)).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(DAY_DONE_LABELS.nextOut);
    expect(screen.getByRole('button', { name: DAY_DONE_LABELS.playToday })).toBeInTheDocument();
  });
});
