// The one way a route or middleware answers a refusal directly: `{ error, code }` (common's ErrorResponse),
// the same body the error handler gives a thrown AppError.
import type { ErrorCode, ErrorResponse } from '@gridable/common';
import type { Response } from 'express';

export function errorBody(error: string, code: ErrorCode): ErrorResponse {
  return { error, code };
}

export function sendError(res: Response, status: number, error: string, code: ErrorCode): void {
  res.status(status).json(errorBody(error, code));
}
