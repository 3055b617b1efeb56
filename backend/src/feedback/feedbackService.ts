// Feedback from the form: already trimmed and bounded by the shared schema, so this only stores it.
import type { FeedbackStore } from '../db/stores/feedbackStore';

export function createFeedbackService(store: FeedbackStore) {
  return {
    submitFeedback(message: string): Promise<void> {
      return store.add(message);
    },
  };
}
export type FeedbackService = ReturnType<typeof createFeedbackService>;
