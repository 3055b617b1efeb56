// A day's stored letters, read or written straight in the database: the letters are random, so tests look them up.
import type { Models } from '../../../src/db/models';
import { lettersOf, type DailySequenceRecord } from '../../../src/db/models';

export async function storedLetters(models: Models, date: string): Promise<string[]> {
  const record = await models.dailySequences.findOne({ date }).lean<DailySequenceRecord>();
  if (!record) throw new Error(`no letters stored for ${date}`);
  return lettersOf(record);
}

/** Stores a day as an older installation would have (no par), before anyone asks for it. */
export async function storeDay(
  models: Models,
  date: string,
  gameNumber: number,
  letters: string,
): Promise<string[]> {
  const fields = Object.fromEntries([...letters].map((letter, i) => [`letter${i + 1}`, letter]));
  await models.dailySequences.create({ date, gameNumber, ...fields });
  return [...letters];
}
