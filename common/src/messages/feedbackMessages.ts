// The feedback form's sentences (docs/PROTOCOL.md §5, §8); the request schema refuses an empty message with the first.
export const FEEDBACK_EMPTY_MESSAGE = 'Please enter your feedback before submitting.';
export const FEEDBACK_FAILED_MESSAGE = 'Failed to submit feedback. Please try again.';
