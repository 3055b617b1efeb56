// identity_transfer_codes: one-time codes that hand a playerUUID (and what only a browser kept) to another device.
import { Schema, type Connection, type InferSchemaType } from 'mongoose';

/** Used and expired codes stay a day, so a late claim hears "already used" or "expired" rather than "unknown". */
const KEPT_AFTER_EXPIRY_SECONDS = 24 * 60 * 60;

export const transferCodeSchema = new Schema(
  {
    code: { type: String, required: true, unique: true },
    playerUUID: { type: String, required: true },
    carry: { type: Schema.Types.Mixed, default: null },
    expiresAt: { type: Date, required: true },
    claimedAt: { type: Date, default: null },
    createdAt: { type: Date, default: () => new Date() },
  },
  { collection: 'identity_transfer_codes', versionKey: false, minimize: false },
);
transferCodeSchema.index({ expiresAt: 1 }, { expireAfterSeconds: KEPT_AFTER_EXPIRY_SECONDS });

export type TransferCodeRecord = InferSchemaType<typeof transferCodeSchema>;
/** Called once per connection (createModels): mongoose refuses to register a model twice. */
export function transferCodeModel(connection: Connection) {
  return connection.model('TransferCode', transferCodeSchema);
}
export type TransferCodeModel = ReturnType<typeof transferCodeModel>;
