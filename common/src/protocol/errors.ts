// The one error shape every REST reply uses: the sentence a person reads and the code a client decides by.
import { z } from 'zod';
import { ErrorCode } from './errorCodes';

export const ErrorResponse = z.object({ error: z.string(), code: ErrorCode });
export type ErrorResponse = z.infer<typeof ErrorResponse>;

/** Turns a zod failure into one readable sentence for `{ error }`. */
export function describeZodError(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'Invalid request';
  const path = issue.path.join('.');
  if (!path && issue.code === 'invalid_type') return 'Request body must be a JSON object';
  const message = / received undefined$/.test(issue.message) ? `${path} is required` : issue.message;
  // Our schemas write whole sentences; zod's own defaults ("Invalid input: ...") need the field named.
  return path && ZOD_DEFAULT_MESSAGE.test(message) ? `${path}: ${message}` : message;
}

const ZOD_DEFAULT_MESSAGE = /^(Invalid|Too (big|small)|Unrecognized|Expected)/;
