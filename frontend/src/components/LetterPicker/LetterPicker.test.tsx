import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LetterPicker } from './LetterPicker';

describe('LetterPicker', () => {
  it('upper-cases one letter and submits it with Enter', async () => {
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    render(<LetterPicker onSubmit={onSubmit} />);
    const box = screen.getByRole('textbox', { name: 'Letter' });
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
    await user.type(box, 'q{Enter}');
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith('Q');
    expect(box).toHaveValue('');
  });

  it('keeps only the last letter typed and ignores anything else', async () => {
    const user = userEvent.setup();
    render(<LetterPicker onSubmit={() => undefined} />);
    const box = screen.getByRole('textbox', { name: 'Letter' });
    await user.type(box, 'ab');
    expect(box).toHaveValue('B');
    await user.type(box, '7 -');
    expect(box).toHaveValue('B');
  });

  it('submits with the button', async () => {
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    render(<LetterPicker onSubmit={onSubmit} />);
    await user.type(screen.getByRole('textbox', { name: 'Letter' }), 'z');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith('Z');
  });

  it('sends nothing when disabled or busy', async () => {
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    const { rerender } = render(<LetterPicker onSubmit={onSubmit} />);
    await user.type(screen.getByRole('textbox', { name: 'Letter' }), 'k');
    rerender(<LetterPicker onSubmit={onSubmit} busy />);
    expect(screen.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Letter' }), '{Enter}');
    rerender(<LetterPicker onSubmit={onSubmit} disabled />);
    expect(screen.getByRole('textbox', { name: 'Letter' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('takes a custom label as the box name', () => {
    render(<LetterPicker onSubmit={() => undefined} label="Choose a letter" />);
    expect(screen.getByRole('textbox', { name: 'Choose a letter' })).toBeInTheDocument();
  });
});
