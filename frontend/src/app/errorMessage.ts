// Reads a human message out of whatever was thrown.
import { isRouteErrorResponse } from 'react-router-dom';
import { isApiError } from '../lib/apiError';

export function errorMessage(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (error instanceof Error) return error.message || error.name;
  if (isApiError(error)) return error.message;
  if (typeof error === 'string' && error !== '') return error;
  return 'An unexpected error occurred.';
}
