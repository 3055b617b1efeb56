// A JSON POST as one client address (X-Forwarded-For, trusted from loopback in these runs), so load from one
// process spends many clients' budgets instead of tripping one client's limits.
export async function postFrom(
  url: string,
  body: unknown,
  ip: string,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}
