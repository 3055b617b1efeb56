import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useTurnSignals } from './useTurnSignals';

function Page({ yourTurn }: { yourTurn: boolean }) {
  const title = useTurnSignals('Gridable · Game ABCDE', yourTurn);
  return <title>{title}</title>;
}

function icon() {
  return document.querySelector('link[rel="icon"]')?.getAttribute('href');
}

describe('useTurnSignals', () => {
  afterEach(() => document.head.querySelector('link[rel="icon"]')?.remove());

  it('puts "(Your turn)" first in the title and badges the favicon only while it is your turn', () => {
    const link = document.createElement('link');
    link.rel = 'icon';
    link.href = '/favicon.svg';
    document.head.append(link);
    const view = render(<Page yourTurn />);
    expect(document.title).toBe('(Your turn) Gridable · Game ABCDE');
    expect(icon()).toBe('/favicon-turn.svg');
    view.rerender(<Page yourTurn={false} />);
    expect(document.title).toBe('Gridable · Game ABCDE');
    expect(icon()).toBe('/favicon.svg');
    view.rerender(<Page yourTurn />);
    view.unmount();
    expect(icon()).toBe('/favicon.svg');
  });
});
