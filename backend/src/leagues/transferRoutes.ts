// Moving an identity to another device: issue a one-time code, claim it once. Claims that miss are a guessing
// budget per client network (an IPv4 address, an IPv6 /64), so the 31st miss in a minute is refused whatever code
// it names.
import { Router, type RequestHandler } from 'express';
import {
  CreateTransferCodeRequest,
  TRANSFER_CODE_TTL_MS,
  TransferCarry,
  TransferCodeParam,
  type ClaimTransferCodeResponse,
  type CreateTransferCodeResponse,
  type ErrorCode,
} from '@gridable/common';
import { parseInput } from '../http/validate';
import { limitsOf, refuse } from '../http/rateLimit';
import { AppError, notFound } from '../http/errors';
import type { Budget } from '../ops/limits';
import { requestNetwork } from '../ops/clientAddress';
import type { TransferCodeStore } from '../db/stores/transferCodeStore';

export const TRANSFER_MESSAGES = {
  unknown: 'That code is not right. Check it on your other device and try again.',
  used: 'That code has already been used. Ask your other device for a new one.',
  expired: 'That code has expired: codes last 10 minutes. Ask your other device for a new one.',
} as const;

const gone = (message: string, code: ErrorCode) => new AppError(410, message, code);

export interface TransferRouteDeps {
  codes: TransferCodeStore;
  now: () => Date;
  /** Claims that found no live code, per client address. */
  missBudget: Budget;
  /** Bounds how many codes one address may issue. */
  issueLimiter: RequestHandler;
}

export function transferRoutes({ codes, now, missBudget, issueLimiter }: TransferRouteDeps): Router {
  const router = Router();

  router.post('/identity/transfer-codes', issueLimiter, async (req, res) => {
    const { playerUUID, carry } = parseInput(CreateTransferCodeRequest, req.body);
    const expiresAt = new Date(now().getTime() + TRANSFER_CODE_TTL_MS);
    const code = await codes.issue(playerUUID, carry ?? null, expiresAt);
    const reply: CreateTransferCodeResponse = { code, expiresAt: expiresAt.toISOString() };
    res.status(201).json(reply);
  });

  router.post('/identity/transfer-codes/:code/claim', async (req, res) => {
    const key = requestNetwork(req);
    const limits = limitsOf(req);
    // Once the misses are spent even a right code waits: otherwise the budget would only slow guessing down.
    const spent = await limits.exhausted(missBudget, key);
    if (spent) {
      refuse(res, spent);
      return;
    }
    const code = parseInput(TransferCodeParam, req.params.code);
    const outcome = await codes.claim(code, now());
    if (outcome.kind === 'claimed') {
      const reply: ClaimTransferCodeResponse = {
        playerUUID: outcome.code.playerUUID,
        carry: TransferCarry.parse(outcome.code.carry ?? {}),
      };
      res.json(reply);
      return;
    }
    const refusal = await limits.spend(missBudget, key);
    if (refusal) {
      refuse(res, refusal);
      return;
    }
    if (outcome.kind === 'used') throw gone(TRANSFER_MESSAGES.used, 'TRANSFER_CODE_USED');
    if (outcome.kind === 'expired') throw gone(TRANSFER_MESSAGES.expired, 'TRANSFER_CODE_EXPIRED');
    throw notFound(TRANSFER_MESSAGES.unknown, 'TRANSFER_CODE_UNKNOWN');
  });

  return router;
}
