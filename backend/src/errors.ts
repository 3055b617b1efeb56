// The one error type services throw: an HTTP status and the sentence the player sees as `{ error }`.
// It lives outside http/ so that every layer (db/ included) may throw it; http/errors re-exports it.
export class AppError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string, code = 'INVALID_INPUT'): AppError =>
  new AppError(400, message, code);
export const forbidden = (message: string, code = 'FORBIDDEN'): AppError => new AppError(403, message, code);
export const notFound = (message: string, code = 'NOT_FOUND'): AppError => new AppError(404, message, code);
export const conflict = (message: string, code = 'CONFLICT'): AppError => new AppError(409, message, code);
export const tooManyRequests = (message: string): AppError => new AppError(429, message, 'RATE_LIMITED');
