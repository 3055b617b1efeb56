import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFetchMock, json } from '../../testing/fetchMock';
import { renderWithStore } from '../../testing/renderWithStore';
import { WordCheckerPage } from './WordCheckerPage';

const VALID = new Set(['CAT', 'QI', 'WORD']);

function serveWords() {
  return installFetchMock(({ path, body }) => {
    if (path !== '/api/validate-word') return json({ error: 'Not found' }, 404);
    const word = String((body as { word: string }).word).toUpperCase();
    return json({ success: true, isValid: VALID.has(word), word });
  });
}

describe('WordCheckerPage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('upper-cases what is typed and keeps at most 4 letters', async () => {
    serveWords();
    const { user } = renderWithStore(<WordCheckerPage />);
    const box = screen.getByRole('textbox', { name: 'Word' });
    await user.type(box, 'wo-rds');
    expect(box).toHaveValue('WORD');
  });

  it('keeps the whole word when it is pasted with a space before it', async () => {
    serveWords();
    const { user } = renderWithStore(<WordCheckerPage />);
    const box = screen.getByRole('textbox', { name: 'Word' });
    await user.click(box);
    await user.paste(' word ');
    expect(box).toHaveValue('WORD');
  });

  it('says whether a word is valid', async () => {
    serveWords();
    const { user } = renderWithStore(<WordCheckerPage />);
    const box = screen.getByRole('textbox', { name: 'Word' });

    await user.type(box, 'cat{Enter}');
    expect(await screen.findByText('"CAT" is a valid Gridable word')).toBeInTheDocument();

    await user.clear(box);
    await user.type(box, 'xqz');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('"XQZ" is not a valid Gridable word')).toBeInTheDocument();
    expect(screen.queryByText('"CAT" is a valid Gridable word')).not.toBeInTheDocument();
  });

  it('ignores a blank submission', async () => {
    const fetchSpy = serveWords();
    const { user } = renderWithStore(<WordCheckerPage />);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await user.type(screen.getByRole('textbox', { name: 'Word' }), '  {Enter}');
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('shows the server error when the check fails', async () => {
    installFetchMock(() => json({ error: 'Too many requests, please slow down' }, 429));
    const { user } = renderWithStore(<WordCheckerPage />);
    await user.type(screen.getByRole('textbox', { name: 'Word' }), 'cat{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests, please slow down');
  });

  it('clears a stale result when the box is emptied', async () => {
    serveWords();
    const { user } = renderWithStore(<WordCheckerPage />);
    const box = screen.getByRole('textbox', { name: 'Word' });
    await user.type(box, 'cat{Enter}');
    expect(await screen.findByText('"CAT" is a valid Gridable word')).toBeInTheDocument();
    await user.clear(box);
    expect(screen.queryByText('"CAT" is a valid Gridable word')).not.toBeInTheDocument();
  });
});
