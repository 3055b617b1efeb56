// daily_challenge_sequences: the day's 8 blind letters, stored once per date and game number.
import { Schema, type Connection, type InferSchemaType } from 'mongoose';

const letter = { type: String, required: true, match: /^[A-Z]$/ } as const;

export const dailySequenceSchema = new Schema(
  {
    gameNumber: { type: Number, required: true, unique: true },
    /** 'YYYY-MM-DD'. */
    date: { type: String, required: true, unique: true },
    letter1: letter,
    letter2: letter,
    letter3: letter,
    letter4: letter,
    letter5: letter,
    letter6: letter,
    letter7: letter,
    letter8: letter,
    /** The computer's score on the day, stored when the letters are drawn; null on days drawn before par. */
    par: { type: Number, default: null },
    /** The computer's finished grid (4 rows of 4 letters) that scored par; null on days drawn before it was kept. */
    parGrid: { type: Schema.Types.Mixed, default: null },
    createdAt: { type: Date, default: () => new Date() },
  },
  { collection: 'daily_challenge_sequences', versionKey: false },
);

export type DailySequenceRecord = InferSchemaType<typeof dailySequenceSchema>;
/** Called once per connection (createModels): mongoose refuses to register a model twice. */
export function dailySequenceModel(connection: Connection) {
  return connection.model('DailySequence', dailySequenceSchema);
}
export type DailySequenceModel = ReturnType<typeof dailySequenceModel>;

export function lettersOf(record: DailySequenceRecord): string[] {
  return [
    record.letter1,
    record.letter2,
    record.letter3,
    record.letter4,
    record.letter5,
    record.letter6,
    record.letter7,
    record.letter8,
  ];
}
