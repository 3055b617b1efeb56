import { act, fireEvent, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../lib/store/store';
import { Toaster } from './Toaster';
import { showToast } from './toastsSlice';
import type { ToastInput } from './toastsSlice';

function renderToaster() {
  const store = makeStore();
  render(
    <Provider store={store}>
      <button type="button">Elsewhere</button>
      <Toaster />
    </Provider>,
  );
  return { show: (input: ToastInput) => act(() => void store.dispatch(showToast(input))) };
}

describe('Toaster', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows one toast at a time: a new toast replaces the current one', () => {
    const { show } = renderToaster();
    show({ title: 'Letter placed!' });
    show({ title: 'Copied!', description: 'Game link copied' });

    const toast = screen.getByRole('status');
    expect(toast).toHaveTextContent('Copied!');
    expect(toast).toHaveTextContent('Game link copied');
    expect(screen.queryByText('Letter placed!')).not.toBeInTheDocument();
  });

  it('announces destructive toasts as alerts', () => {
    const { show } = renderToaster();
    show({ title: 'Failed to Join Game', variant: 'destructive' });
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to Join Game');
  });

  it('dismisses itself after 5 seconds', () => {
    const { show } = renderToaster();
    show({ title: 'Letter submitted!' });
    act(() => void vi.advanceTimersByTime(4_999));
    expect(screen.getByRole('status')).toBeInTheDocument();
    act(() => void vi.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('keeps a brief confirmation up for the same 5 seconds', () => {
    const { show } = renderToaster();
    show({ title: 'Results copied!', brief: true });
    act(() => void vi.advanceTimersByTime(4_999));
    expect(screen.getByRole('status')).toHaveTextContent('Results copied!');
    act(() => void vi.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('gives a replacing toast its own full 5 seconds', () => {
    const { show } = renderToaster();
    show({ title: 'First' });
    act(() => void vi.advanceTimersByTime(4_000));
    show({ title: 'Second' });
    act(() => void vi.advanceTimersByTime(4_000));
    expect(screen.getByRole('status')).toHaveTextContent('Second');
  });

  it('dismisses from its close button', () => {
    const { show } = renderToaster();
    show({ title: 'Results copied!' });
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('dismisses on a swipe right of 50 px but not a shorter one', () => {
    const { show } = renderToaster();
    show({ title: 'Copied!' });
    const toast = screen.getByRole('status');

    fireEvent.pointerDown(toast, { clientX: 100, pointerId: 1, pointerType: 'touch' });
    fireEvent.pointerMove(toast, { clientX: 130, pointerId: 1, pointerType: 'touch' });
    fireEvent.pointerUp(toast, { clientX: 130, pointerId: 1, pointerType: 'touch' });
    expect(screen.getByRole('status')).toBeInTheDocument();

    fireEvent.pointerDown(toast, { clientX: 100, pointerId: 1, pointerType: 'touch' });
    fireEvent.pointerMove(toast, { clientX: 150, pointerId: 1, pointerType: 'touch' });
    fireEvent.pointerUp(toast, { clientX: 150, pointerId: 1, pointerType: 'touch' });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('moves focus to the notification region on F8', () => {
    const { show } = renderToaster();
    show({ title: 'Letter Selected' });
    screen.getByRole('button', { name: 'Elsewhere' }).focus();
    fireEvent.keyDown(window, { key: 'F8' });
    expect(screen.getByRole('region', { name: 'Notifications (F8)' })).toHaveFocus();
  });
});
