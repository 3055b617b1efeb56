// The zod schema of the machine codes listed in errorCodeList.ts, for the schemas that carry one.
import { z } from 'zod';
import { ERROR_CODES } from './errorCodeList';

export { ERROR_CODES, isErrorCode } from './errorCodeList';

export const ErrorCode = z.enum(ERROR_CODES);
export type ErrorCode = z.infer<typeof ErrorCode>;
