import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  FEEDBACK_EMPTY_MESSAGE,
  FEEDBACK_FAILED_MESSAGE,
  FEEDBACK_SUBMIT_HINT,
} from '@gridable/common/messages';
import { installFetchMock, json } from '../../testing/fetchMock';
import type { MockRequest } from '../../testing/fetchMock';
import { renderWithStore } from '../../testing/renderWithStore';
import { FeedbackPage } from './FeedbackPage';

function renderFeedback() {
  return renderWithStore(<FeedbackPage />, { route: '/feedback' });
}

describe('FeedbackPage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('counts characters and stops at 500', () => {
    installFetchMock(() => json({ success: true }, 201));
    renderFeedback();
    const box = screen.getByRole('textbox', { name: 'Your feedback' });
    expect(screen.getByText('0/500 characters')).toBeInTheDocument();

    fireEvent.change(box, { target: { value: 'Great game' } });
    expect(screen.getByText('10/500 characters')).toBeInTheDocument();

    fireEvent.change(box, { target: { value: 'x'.repeat(499) } });
    expect(screen.getByText('499/500 characters')).toBeInTheDocument();
    fireEvent.change(box, { target: { value: 'x'.repeat(501) } });
    expect(box).toHaveValue('x'.repeat(500));
    expect(screen.getByText('500/500 characters')).toBeInTheDocument();
  });

  it('disables Submit while the box is empty', async () => {
    installFetchMock(() => json({ success: true }, 201));
    const { user } = renderFeedback();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Your feedback' }), 'a');
    expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
  });

  it('says under the disabled Submit what it waits for, and says it again when the box is emptied', async () => {
    installFetchMock(() => json({ success: true }, 201));
    const { user } = renderFeedback();
    const submit = screen.getByRole('button', { name: 'Submit' });
    expect(submit).toBeDisabled();
    expect(submit).toHaveAccessibleDescription(FEEDBACK_SUBMIT_HINT);
    const hint = screen.getByText(FEEDBACK_SUBMIT_HINT);
    expect(hint).toHaveAttribute('aria-live', 'polite');

    const box = screen.getByRole('textbox', { name: 'Your feedback' });
    await user.type(box, 'a');
    expect(submit).toBeEnabled();
    expect(submit).not.toHaveAccessibleDescription();
    expect(screen.queryByText(FEEDBACK_SUBMIT_HINT)).not.toBeInTheDocument();

    // The same live line fills again, so a screen reader hears why Submit went quiet.
    await user.clear(box);
    expect(hint).toHaveTextContent(FEEDBACK_SUBMIT_HINT);
    expect(submit).toHaveAccessibleDescription(FEEDBACK_SUBMIT_HINT);
  });

  it('asks for feedback when only spaces were typed, without sending', async () => {
    const fetchSpy = installFetchMock(() => json({ success: true }, 201));
    const { user } = renderFeedback();
    await user.type(screen.getByRole('textbox', { name: 'Your feedback' }), '   ');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByRole('alert')).toHaveTextContent(FEEDBACK_EMPTY_MESSAGE);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("shows 'Submitting...' while sending, then the thank-you screen with Return Home and Close Tab", async () => {
    let release: (response: Response) => void = () => undefined;
    const sent: MockRequest[] = [];
    installFetchMock((request) => {
      sent.push(request);
      return new Promise<Response>((resolve) => (release = resolve));
    });
    const { user, router } = renderFeedback();
    await user.type(
      screen.getByRole('textbox', { name: 'Your feedback' }),
      '  More four-letter words please ',
    );
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByRole('button', { name: 'Submitting...' })).toBeDisabled();
    expect(sent).toEqual([
      { method: 'POST', path: '/api/feedback', body: { message: 'More four-letter words please' } },
    ]);
    release(json({ success: true }, 201));

    expect(await screen.findByRole('heading', { name: 'Feedback submitted!' })).toBeInTheDocument();
    const close = vi.spyOn(window, 'close').mockImplementation(() => undefined);
    await user.click(screen.getByRole('button', { name: 'Close Tab' }));
    expect(close).toHaveBeenCalledOnce();
    // The browser refused to close a tab it did not open, so the player is taken home instead.
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('keeps the text and says so when sending fails', async () => {
    installFetchMock(() => json({ error: 'Server error' }, 500));
    const { user } = renderFeedback();
    await user.type(screen.getByRole('textbox', { name: 'Your feedback' }), 'Love it');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(FEEDBACK_FAILED_MESSAGE);
    expect(screen.getByRole('textbox', { name: 'Your feedback' })).toHaveValue('Love it');
    expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
  });
});
