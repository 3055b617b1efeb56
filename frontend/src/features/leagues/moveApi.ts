// The transfer-code calls: issue on the old device, claim on the new one.
import type { ClaimTransferCodeResponse, CreateTransferCodeResponse, TransferCarry } from '@gridable/common';
import { callJson } from './leagueApi';

export const issueTransferCode = (playerUUID: string, carry: TransferCarry) =>
  callJson<CreateTransferCodeResponse>('POST', '/api/identity/transfer-codes', { playerUUID, carry });

export const claimTransferCode = (code: string) =>
  callJson<ClaimTransferCodeResponse>(
    'POST',
    `/api/identity/transfer-codes/${encodeURIComponent(code)}/claim`,
  );
