import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { readPlayerName, savePlayerName } from '../../lib/storage';
import { PlayerNameField } from './PlayerNameField';

describe('PlayerNameField', () => {
  it('shows the name kept, and keeps a new one when the player leaves the field', async () => {
    savePlayerName('Ana');
    const user = userEvent.setup();
    render(<PlayerNameField />);
    const field = screen.getByRole('textbox', { name: 'Your name' });
    expect(field).toHaveValue('Ana');
    expect(field).toHaveAccessibleDescription('Friends you play see it instead of "Opponent".');
    await user.clear(field);
    await user.type(field, 'Ana B');
    // Not on every key: a join meanwhile would name the seat "A", then "An".
    expect(readPlayerName()).toBe('Ana');
    await user.tab();
    expect(readPlayerName()).toBe('Ana B');
  });

  it('keeps the name on Enter, and forgets it when cleared', async () => {
    savePlayerName('Ana');
    const user = userEvent.setup();
    render(<PlayerNameField />);
    const field = screen.getByRole('textbox', { name: 'Your name' });
    await user.clear(field);
    await user.type(field, '{Enter}');
    expect(readPlayerName()).toBeNull();
  });

  it('says why a name cannot be used and keeps the last good one', async () => {
    savePlayerName('Ana');
    const user = userEvent.setup();
    render(<PlayerNameField />);
    const field = screen.getByRole('textbox', { name: 'Your name' });
    await user.clear(field);
    await user.type(field, 'x'.repeat(21));
    await user.tab();
    expect(field).toBeInvalid();
    expect(field).toHaveAccessibleDescription('Name must be at most 20 characters.');
    expect(readPlayerName()).toBe('Ana');
  });

  it('follows a name saved elsewhere (the settings panel) while not being edited', () => {
    render(<PlayerNameField />);
    act(() => savePlayerName('Cleo'));
    expect(screen.getByRole('textbox', { name: 'Your name' })).toHaveValue('Cleo');
  });
});
