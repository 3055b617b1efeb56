// A JSON POST that resolves with the reply or throws the server's `{ error }` sentence.
import { clockedFetch } from '../clock/clockedFetch';
export async function postJson<T>(url: string, body: unknown, init: RequestInit = {}): Promise<T> {
  const res = await clockedFetch(url, {
    ...init,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const reply = (await res.json().catch(() => ({}))) as T & { error?: string };
  if (!res.ok) throw new Error(reply.error ?? `Request failed (${res.status})`);
  return reply;
}
