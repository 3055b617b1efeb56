// The feedback form's sentences (docs/PROTOCOL.md §5, §8); the request schema refuses an empty message with the first.
export const FEEDBACK_EMPTY_MESSAGE = 'Please enter your feedback before submitting.';
export const FEEDBACK_FAILED_MESSAGE = 'Failed to submit feedback. Please try again.';
/** Beside the disabled Submit while the box is empty: what it waits for, so it does not look broken. */
export const FEEDBACK_SUBMIT_HINT = 'Write your feedback in the box above to submit it.';
