// Per-address budgets for the calls that create games or look them up by code (against guessing codes).
export const CREATE_LIMIT = { limit: 30, windowMs: 60_000 };
export const JOIN_LIMIT = { limit: 60, windowMs: 60_000 };
