import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../testing/renderRoute';

describe('CreateLeaguePage', () => {
  it("says a name's problem once, by its field, and takes focus back there", async () => {
    const { user } = renderRoute('/leagues/new');
    const name = await screen.findByRole('textbox', { name: 'League name' });
    await user.type(name, 'The Thursday Night Wordsmiths');
    await user.type(screen.getByRole('textbox', { name: 'Your nickname' }), 'Ann');
    await user.click(screen.getByRole('button', { name: 'Create league' }));
    expect(screen.getAllByText('League name must be at most 20 characters.')).toHaveLength(1);
    expect(name).toHaveFocus();
    expect(name).toHaveAccessibleDescription('League name must be at most 20 characters.');
  });

  it('shows an empty field its problem once the form is sent', async () => {
    const { user } = renderRoute('/leagues/new');
    await user.click(await screen.findByRole('button', { name: 'Create league' }));
    const name = screen.getByRole('textbox', { name: 'League name' });
    expect(name).toHaveFocus();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name.getAttribute('aria-describedby')).not.toBeNull();
  });
});
