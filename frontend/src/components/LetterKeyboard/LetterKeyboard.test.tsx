import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LetterKeyboard } from './LetterKeyboard';

describe('LetterKeyboard', () => {
  it('offers A to Z as keys, with Submit disabled until one is chosen', () => {
    render(<LetterKeyboard onSubmit={() => undefined} />);
    expect(screen.getByRole('button', { name: 'A' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Z' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
  });

  it('sends the last key tapped when Submit is pressed, then clears the choice', async () => {
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    render(<LetterKeyboard onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: 'Q' }));
    await user.click(screen.getByRole('button', { name: 'W' }));
    expect(screen.getByRole('button', { name: 'Q' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: 'W' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith('W');
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
  });

  it('lets go of focus at the tap on Submit, before the letter is sent', async () => {
    const focusedAtSubmit: (Element | null)[] = [];
    render(<LetterKeyboard onSubmit={() => focusedAtSubmit.push(document.activeElement)} />);
    await userEvent.click(screen.getByRole('button', { name: 'Q' }));
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    // The keys go (or turn disabled) as the letter is sent; blurring then lays out a half-changed page on the spot.
    expect(focusedAtSubmit).toEqual([document.body]);
  });

  it('moves among the keys with the arrows, one Tab stop, so Tab reaches Submit at once', async () => {
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    render(<LetterKeyboard onSubmit={onSubmit} />);
    await user.tab();
    expect(screen.getByRole('button', { name: 'A' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}{ArrowRight}{ArrowDown}');
    // Down moves by a row: seven keys on a phone (what the layout reports; jsdom lays out none).
    expect(screen.getByRole('button', { name: 'I' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'I' })).toHaveAttribute('aria-pressed', 'true');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Submit' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith('I');
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'I' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('button', { name: 'Z' })).toHaveFocus();
  });

  it('takes typed letters and Enter from a physical keyboard, but not keys meant for a text box', async () => {
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    render(
      <>
        <input aria-label="Elsewhere" />
        <LetterKeyboard onSubmit={onSubmit} />
      </>,
    );
    await user.type(screen.getByRole('textbox', { name: 'Elsewhere' }), 'x');
    expect(screen.getByRole('button', { name: 'X' })).toHaveAttribute('aria-pressed', 'false');
    screen.getByRole('textbox', { name: 'Elsewhere' }).blur();
    await user.keyboard('j{Enter}');
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith('J');
  });

  it('sends nothing while disabled or busy', async () => {
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    const { rerender } = render(<LetterKeyboard onSubmit={onSubmit} disabled />);
    expect(screen.getByRole('button', { name: 'A' })).toBeDisabled();
    rerender(<LetterKeyboard onSubmit={onSubmit} busy />);
    await user.keyboard('a{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
  });
});
