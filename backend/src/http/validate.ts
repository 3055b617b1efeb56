// Parses request input with the shared schemas from common; a failure becomes a 400 with one clear sentence.
import type { z } from 'zod';
import { describeZodError } from '@gridable/common';
import { badRequest } from './errors';

export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw badRequest(describeZodError(result.error), 'INVALID_INPUT');
  return result.data;
}
