// data_version: one document saying which format the stored data is in (db/dataVersion.ts), so a server can
// tell data written by a newer release, and knows which of its start-up migrations have run.
import { Schema, type Connection, type InferSchemaType } from 'mongoose';

export const dataVersionSchema = new Schema(
  {
    _id: { type: String, required: true },
    /** The newest data version any server has brought the data to. */
    version: { type: Number, required: true },
    /** The oldest data version whose servers may still run on this data (MongoDB's featureCompatibilityVersion). */
    readableFrom: { type: Number, required: true },
    updatedAt: { type: Date, default: () => new Date() },
  },
  { collection: 'data_version', versionKey: false },
);

export type DataVersionRecord = InferSchemaType<typeof dataVersionSchema>;
/** Called once per connection (createModels): mongoose refuses to register a model twice. */
export function dataVersionModel(connection: Connection) {
  return connection.model('DataVersion', dataVersionSchema);
}
