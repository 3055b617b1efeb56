// feedback: what players wrote in the feedback form.
import { Schema, type Connection, type InferSchemaType } from 'mongoose';

export const feedbackSchema = new Schema(
  {
    message: { type: String, required: true, maxlength: 500 },
    createdAt: { type: Date, default: () => new Date() },
  },
  { collection: 'feedback', versionKey: false },
);

export type FeedbackRecord = InferSchemaType<typeof feedbackSchema>;
/** Called once per connection (createModels): mongoose refuses to register a model twice. */
export function feedbackModel(connection: Connection) {
  return connection.model('Feedback', feedbackSchema);
}
export type FeedbackModel = ReturnType<typeof feedbackModel>;
