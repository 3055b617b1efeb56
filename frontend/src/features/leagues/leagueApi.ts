// The league calls over plain fetch (these pages carry no Redux store); a refused call throws the server's sentence.
import type {
  CreateLeagueRequest,
  CreateLeagueResponse,
  JoinLeagueResponse,
  LeagueView,
  MyLeaguesResponse,
  SetLeagueClosedResponse,
} from '@gridable/common';
import { isErrorCode, type ErrorCode } from '@gridable/common/errorCodes';
import { clockedFetch } from '../../lib/clock/clockedFetch';

/** A refused league call, read like any API error (lib/apiError): callers decide by `code`. */
export class LeagueCallError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: ErrorCode,
  ) {
    super(message);
    this.name = 'LeagueCallError';
  }
}

export async function callJson<T>(method: string, url: string, body?: unknown): Promise<T> {
  const response = await clockedFetch(url, {
    method,
    credentials: 'same-origin',
    headers: {
      Accept: 'application/json',
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const reply = (await response.json().catch(() => null)) as unknown;
  if (!response.ok) {
    const { error, code } = (reply ?? {}) as { error?: unknown; code?: unknown };
    throw new LeagueCallError(
      response.status,
      typeof error === 'string' ? error : `API error: ${response.status}`,
      isErrorCode(code) ? code : undefined,
    );
  }
  return reply as T;
}

export const createLeague = (body: CreateLeagueRequest) =>
  callJson<CreateLeagueResponse>('POST', '/api/leagues', body);

export const joinLeague = (leagueId: string, nickname: string, playerUUID: string) =>
  callJson<JoinLeagueResponse>('POST', `/api/leagues/${encodeURIComponent(leagueId)}/members`, {
    nickname,
    playerUUID,
  });

export const fetchLeague = (leagueId: string, playerUUID: string) =>
  callJson<LeagueView>(
    'GET',
    `/api/leagues/${encodeURIComponent(leagueId)}?${new URLSearchParams({ playerUUID })}`,
  );

export const renameLeague = (leagueId: string, name: string, playerUUID: string) =>
  callJson<unknown>('PATCH', `/api/leagues/${encodeURIComponent(leagueId)}`, { name, playerUUID });

export const setLeagueClosed = (leagueId: string, closed: boolean, playerUUID: string) =>
  callJson<SetLeagueClosedResponse>('PUT', `/api/leagues/${encodeURIComponent(leagueId)}/closed`, {
    closed,
    playerUUID,
  });

export const removeMember = (leagueId: string, memberId: string, playerUUID: string) =>
  callJson<unknown>(
    'DELETE',
    `/api/leagues/${encodeURIComponent(leagueId)}/members/${encodeURIComponent(memberId)}`,
    { playerUUID },
  );

export const fetchMyLeagues = (playerUUID: string) =>
  callJson<MyLeaguesResponse>('GET', `/api/leagues?${new URLSearchParams({ playerUUID })}`);
