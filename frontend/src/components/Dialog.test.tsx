import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Button } from './Button';
import { Dialog } from './Dialog';

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open rules</Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title="Game Created!"
        description="Share this code with a friend."
        footer={<Button onClick={() => setOpen(false)}>Continue to Game</Button>}
      >
        <input aria-label="Game ID" defaultValue="ABCDE" />
      </Dialog>
    </>
  );
}

async function openDialog() {
  const user = userEvent.setup();
  render(<Harness />);
  await user.click(screen.getByRole('button', { name: 'Open rules' }));
  return user;
}

describe('Dialog', () => {
  it('is a modal dialog named by its title and described by its description', async () => {
    await openDialog();
    const dialog = screen.getByRole('dialog', { name: 'Game Created!' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('Share this code with a friend.');
    expect(dialog).toHaveFocus();
  });

  it('keeps Tab and Shift+Tab inside the dialog', async () => {
    const user = await openDialog();
    const close = screen.getByRole('button', { name: 'Close dialog' });
    const input = screen.getByRole('textbox', { name: 'Game ID' });
    const continueButton = screen.getByRole('button', { name: 'Continue to Game' });

    await user.tab();
    expect(close).toHaveFocus();
    await user.tab();
    expect(input).toHaveFocus();
    await user.tab();
    expect(continueButton).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(continueButton).toHaveFocus();
  });

  it('closes on Escape and gives focus back to the button that opened it', async () => {
    const user = await openDialog();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open rules' })).toHaveFocus();
  });

  it('gives focus to the page title when the button that opened it is gone', async () => {
    function Vanishing() {
      const [open, setOpen] = useState(false);
      return (
        <main>
          <h1>You completed Gridable #7</h1>
          {open ? null : <Button onClick={() => setOpen(true)}>See today's result</Button>}
          <Dialog open={open} onClose={() => setOpen(false)} title="Statistics" />
        </main>
      );
    }
    const user = userEvent.setup();
    render(<Vanishing />);
    await user.click(screen.getByRole('button', { name: "See today's result" }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();
  });

  it('closes from its close button', async () => {
    const user = await openDialog();
    await user.click(screen.getByRole('button', { name: 'Close dialog' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open rules' })).toHaveFocus();
  });
});
