// The one error type services throw: an HTTP status, the sentence the player sees as `error` and the
// machine code a client decides by (`code`, from common's ERROR_CODES). The code is required so that no
// refusal reaches a client without one. It lives outside http/ so that every layer (db/ included) may
// throw it; http/errors re-exports it.
import type { ErrorCode } from '@gridable/common';

export class AppError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code: ErrorCode,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string, code: ErrorCode): AppError => new AppError(400, message, code);
export const forbidden = (message: string, code: ErrorCode): AppError => new AppError(403, message, code);
export const notFound = (message: string, code: ErrorCode): AppError => new AppError(404, message, code);
export const conflict = (message: string, code: ErrorCode): AppError => new AppError(409, message, code);
export const tooManyRequests = (message: string): AppError => new AppError(429, message, 'RATE_LIMITED');
