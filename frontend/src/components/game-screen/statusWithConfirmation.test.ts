import { describe, expect, it } from 'vitest';
import { STATUS_MESSAGES, TOAST_TITLES } from '@gridable/common';
import { statusWithConfirmation } from './statusWithConfirmation';

describe('statusWithConfirmation', () => {
  it('ends a bare title with a stop before the status, so the line reads as two sentences', () => {
    expect(statusWithConfirmation(TOAST_TITLES.letterPlaced, STATUS_MESSAGES.waitingForPlacement)).toBe(
      `Letter Placed. ${STATUS_MESSAGES.waitingForPlacement}`,
    );
  });

  it('keeps a confirmation that already ends a sentence as it is', () => {
    expect(statusWithConfirmation('Letter placed!', 'Choose a letter.')).toBe(
      'Letter placed! Choose a letter.',
    );
  });

  it('shows the status alone without a confirmation, and the confirmation alone without a status', () => {
    expect(statusWithConfirmation(null, 'Choose a letter.')).toBe('Choose a letter.');
    expect(statusWithConfirmation(TOAST_TITLES.letterSelected, null)).toBe(TOAST_TITLES.letterSelected);
    expect(statusWithConfirmation(null, null)).toBeNull();
  });
});
