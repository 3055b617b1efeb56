import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { addDays, dailyStats } from '@gridable/common/rules';
import { installFetchMock, json } from '../../testing/fetchMock';
import { renderWithStore } from '../../testing/renderWithStore';
import { playerToday } from '../../lib/timeZone';
import { StatsDialog } from './StatsDialog';

describe('StatsDialog streak freezes', () => {
  it('shows the streak a freeze kept alive beside the perfect streak it did not, and the bank', async () => {
    const today = playerToday();
    // Seven days in a row earn a freeze; the eighth day is missed and the freeze covers it; then two more days.
    const dates = [...Array.from({ length: 7 }, (_, i) => addDays(today, -9 + i)), addDays(today, -1), today];
    const completions = dates.map((date, i) => ({
      date,
      gameNumber: 100 + i,
      finalScore: 20,
      gameId: `DCS-G${100 + i}-x`,
      completedAt: `${date}T12:00:00.000Z`,
      archive: false,
    }));
    const stats = dailyStats(completions, today);
    installFetchMock((request) =>
      request.path.startsWith('/api/daily-challenge/stats?')
        ? json({ success: true, completions, stats })
        : json({ error: 'unexpected' }, 404),
    );
    renderWithStore(<StatsDialog open onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: 'Statistics' });
    await within(dialog).findByText('Played');
    const tile = (label: string) => within(dialog).getByText(label, { selector: 'dt' }).nextElementSibling;
    expect(tile('Current streak')).toHaveTextContent('9');
    expect(tile('Perfect streak')).toHaveTextContent('2');
    expect(tile('Streak freezes')).toHaveTextContent('0/2');
    expect(
      within(dialog).getByText(new RegExp(`Freezes covered: ${addDays(today, -2)}`)),
    ).toBeInTheDocument();
  });
});
