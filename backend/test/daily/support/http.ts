// JSON over real HTTP for the integration tests: every reply as { status, body }.
export interface JsonReply<T = unknown> {
  status: number;
  body: T;
}

export async function getJson<T = unknown>(url: string): Promise<JsonReply<T>> {
  const res = await fetch(url);
  return { status: res.status, body: (await res.json()) as T };
}

export async function postJson<T = unknown>(url: string, body: unknown): Promise<JsonReply<T>> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as T };
}
