import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { STATUS_MESSAGES, TOAST_TITLES } from '@gridable/common';
import { StatusLine } from './StatusLine';

const line = () => screen.getByTestId('status-line');

describe('StatusLine', () => {
  it('ends a bare title with a stop before the status, so the line reads as two sentences', () => {
    render(
      <StatusLine
        className=""
        confirmation={TOAST_TITLES.letterPlaced}
        status={STATUS_MESSAGES.waitingForPlacement}
      />,
    );
    expect(line().textContent).toBe(`Letter Placed. ${STATUS_MESSAGES.waitingForPlacement}`);
  });

  it('keeps a confirmation that already ends a sentence as it is', () => {
    render(<StatusLine className="" confirmation="Letter placed!" status="Choose a letter." />);
    expect(line().textContent).toBe('Letter placed! Choose a letter.');
  });

  it('shows the status alone without a confirmation, and the confirmation alone without a status', () => {
    const { rerender } = render(<StatusLine className="" confirmation={null} status="Choose a letter." />);
    expect(line().textContent).toBe('Choose a letter.');
    rerender(<StatusLine className="" confirmation={TOAST_TITLES.letterSelected} status={null} />);
    expect(line().textContent).toBe(TOAST_TITLES.letterSelected);
  });

  it('adds a late confirmation without rewriting the prompt, so a screen reader says only the confirmation', () => {
    const prompt = 'Place the letter C on your grid.';
    const { rerender } = render(<StatusLine className="" confirmation={null} status={prompt} />);
    const promptNode = line().lastChild;
    rerender(<StatusLine className="" confirmation={TOAST_TITLES.letterSelected} status={prompt} />);
    expect(line().textContent).toBe(`Letter Selected. ${prompt}`);
    // The live region's change is one added node; the prompt's own text node is the same, unchanged.
    expect(line().lastChild).toBe(promptNode);
    expect(promptNode?.textContent).toBe(prompt);
  });
});
