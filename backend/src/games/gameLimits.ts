// Per-address budgets for the calls that create games or look them up by code (against guessing codes).
import type { Budget } from '../ops/limits';

export const CREATE_LIMIT: Budget = { name: 'game-creates', limit: 30, windowMs: 60_000 };
export const JOIN_LIMIT: Budget = { name: 'game-joins', limit: 60, windowMs: 60_000 };
