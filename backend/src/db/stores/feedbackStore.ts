// Feedback messages in the database.
import type { Models } from '../models';

export function createFeedbackStore(models: Models) {
  return {
    async add(message: string): Promise<void> {
      await models.feedback.create({ message });
    },
    count(): Promise<number> {
      return models.feedback.countDocuments();
    },
  };
}
export type FeedbackStore = ReturnType<typeof createFeedbackStore>;
