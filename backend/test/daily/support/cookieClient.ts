// A client written from the spec's API table alone: JSON bodies exactly as the spec gives them, and a cookie
// jar that keeps what the server sets and sends it back on the paths it was set for, as a browser does.
export interface StoredCookie {
  name: string;
  value: string;
  path: string;
  attributes: string[];
}

export interface CookieReply<T> {
  status: number;
  body: T;
  setCookies: string[];
}

export class CookieClient {
  readonly cookies: StoredCookie[] = [];

  constructor(
    private readonly baseUrl: string,
    private readonly extraHeaders: Record<string, string> = {},
  ) {}

  get<T>(path: string): Promise<CookieReply<T>> {
    return this.send<T>('GET', path);
  }

  post<T>(path: string, body: unknown): Promise<CookieReply<T>> {
    return this.send<T>('POST', path, body);
  }

  private async send<T>(method: string, path: string, body?: unknown): Promise<CookieReply<T>> {
    const url = new URL(path, this.baseUrl);
    const cookie = this.cookies
      .filter((c) => pathMatches(url.pathname, c.path))
      .map((c) => `${c.name}=${c.value}`)
      .join('; ');
    const res = await fetch(url, {
      method,
      headers: {
        ...this.extraHeaders,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(cookie ? { cookie } : {}),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const setCookies = res.headers.getSetCookie();
    for (const line of setCookies) this.keep(line, url.pathname);
    return { status: res.status, body: (await res.json()) as T, setCookies };
  }

  private keep(line: string, requestPath: string): void {
    const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
    const eq = pair.indexOf('=');
    const name = pair.slice(0, eq);
    const value = pair.slice(eq + 1);
    const pathAttribute = attributes.find((a) => a.toLowerCase().startsWith('path='));
    const path = pathAttribute ? pathAttribute.slice(5) : requestPath.replace(/\/[^/]*$/, '') || '/';
    const index = this.cookies.findIndex((c) => c.name === name && c.path === path);
    if (index !== -1) this.cookies.splice(index, 1);
    this.cookies.push({ name, value, path, attributes });
  }
}

/** RFC 6265 path-match: the cookie's path is the request's, or a prefix of it ending at a '/'. */
function pathMatches(requestPath: string, cookiePath: string): boolean {
  if (requestPath === cookiePath) return true;
  if (!requestPath.startsWith(cookiePath)) return false;
  return cookiePath.endsWith('/') || requestPath[cookiePath.length] === '/';
}
