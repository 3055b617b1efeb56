// Routes and services take the error type from here; it lives in ../errors so db/ needn't import http/.
export { AppError, badRequest, conflict, forbidden, notFound, tooManyRequests } from '../errors';
