// JSON requests that resolve with the reply or throw the server's `{ error }` sentence.
import { clockedFetch } from '../clock/clockedFetch';

/** A reply's JSON body, or the server's `{ error }` sentence thrown when it refused. */
export async function jsonReply<T>(res: Response): Promise<T> {
  const reply = (await res.json().catch(() => ({}))) as T & { error?: string };
  if (!res.ok) throw new Error(reply.error ?? `Request failed (${res.status})`);
  return reply;
}

export async function postJson<T>(url: string, body: unknown, init: RequestInit = {}): Promise<T> {
  const res = await clockedFetch(url, {
    ...init,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return jsonReply<T>(res);
}
