import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFetchMock, json, type MockRequest } from '../../../testing/fetchMock';
import { renderWithStore } from '../../../testing/renderWithStore';
import { gameViewFixture } from '../model/gameViewFixture';
import { GameSignals } from './GameSignals';

describe('GameSignals', () => {
  let requests: MockRequest[];

  beforeEach(() => {
    requests = [];
    installFetchMock((request) => {
      requests.push(request);
      return json({ ok: true });
    });
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('keeps the six faces behind one button, sends the one picked and closes', async () => {
    const { user } = renderWithStore(<GameSignals game={gameViewFixture()} seat={1} />);
    const toggle = screen.getByRole('button', { name: 'Send a reaction' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('button', { name: 'Thumbs up' })).toBeNull();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const faces = screen.getByRole('group', { name: 'Reactions' });
    expect(faces.querySelectorAll('button')).toHaveLength(6);

    await user.click(screen.getByRole('button', { name: 'On fire' }));
    await vi.waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]).toMatchObject({
      method: 'POST',
      path: '/api/games/ABCDE/reaction',
      body: { reaction: 'fire' },
    });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('closes the faces on Escape or a press elsewhere, sending nothing', async () => {
    const { user } = renderWithStore(<GameSignals game={gameViewFixture()} seat={1} />);
    const toggle = screen.getByRole('button', { name: 'Send a reaction' });
    await user.click(toggle);
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();

    await user.click(toggle);
    await user.click(document.body);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(requests).toEqual([]);
  });
});
