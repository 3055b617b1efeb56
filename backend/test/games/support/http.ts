// Plain REST calls for the games suite; each simulated client can speak from its own address.
import type { ErrorResponse } from '@gridable/common';

/** A reply as a test reads it: the success shape, or `{ error }` when the status says so. */
export interface Reply<T> {
  status: number;
  body: T & Partial<ErrorResponse>;
}

export interface RestOptions {
  /** Sent as X-Forwarded-For (the test server trusts loopback), so per-IP limits see distinct clients. */
  ip?: string;
  headers?: Record<string, string>;
}

export async function post<T = ErrorResponse>(
  url: string,
  body?: unknown,
  options: RestOptions = {},
): Promise<Reply<T>> {
  const res = await fetchSaying(url, {
    method: 'POST',
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(options.ip ? { 'x-forwarded-for': options.ip } : {}),
      ...options.headers,
    },
    ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
  });
  return { status: res.status, body: (await res.json()) as Reply<T>['body'] };
}

export async function get<T = ErrorResponse>(url: string, options: RestOptions = {}): Promise<Reply<T>> {
  const res = await fetchSaying(url, {
    headers: { ...(options.ip ? { 'x-forwarded-for': options.ip } : {}), ...options.headers },
  });
  return { status: res.status, body: (await res.json()) as Reply<T>['body'] };
}

/**
 * fetch, whose failure names the request and the socket's own error: undici says only "fetch failed", and a
 * reset seen once under a loaded machine could not be told from a refusal or a timeout.
 */
async function fetchSaying(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch (err) {
    const cause = (err as { cause?: { code?: string; message?: string } }).cause;
    throw new Error(
      `${init.method ?? 'GET'} ${url}: ${(err as Error).message} (${cause?.code ?? cause?.message ?? 'no cause'})`,
      {
        cause: err,
      },
    );
  }
}

let nextIp = 1;
/** A fresh client address from TEST-NET-2, one per simulated browser. */
export function freshIp(): string {
  const n = nextIp++;
  return `198.51.${(n >> 8) & 255}.${n & 255}`;
}
