/** A tiny HTTP client with a cookie jar, so tests talk to the server as a browser would. */
export class HttpClient {
  private cookies = new Map<string, string>();

  constructor(
    readonly baseUrl: string,
    private readonly defaultHeaders: Record<string, string> = {},
  ) {}

  get cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  setCookie(name: string, value: string) {
    this.cookies.set(name, value);
  }

  cookie(name: string): string | undefined {
    return this.cookies.get(name);
  }

  async request(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    const raw = typeof body === 'string' || body instanceof FormData;
    const init: RequestInit = {
      method,
      headers: {
        ...this.defaultHeaders,
        ...(body !== undefined && !raw ? { 'content-type': 'application/json' } : {}),
        ...(this.cookies.size ? { cookie: this.cookieHeader } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : raw ? (body as string | FormData) : JSON.stringify(body),
      redirect: 'manual',
    };
    const res = await fetch(this.baseUrl + path, init);
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attrs] = line.split(';');
      const [name, ...rest] = pair.split('=');
      const value = rest.join('=');
      const expired = attrs.some((a) => /expires=thu, 01 jan 1970/i.test(a.trim())) || value === '';
      if (expired) this.cookies.delete(name.trim());
      else this.cookies.set(name.trim(), value);
    }
    const text = await res.text();
    let json: any = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      json = null;
    }
    return { status: res.status, headers: res.headers, json, text };
  }

  get(path: string) {
    return this.request('GET', path);
  }

  post(path: string, body: unknown = {}, headers?: Record<string, string>) {
    return this.request('POST', path, body, headers);
  }

  delete(path: string) {
    return this.request('DELETE', path);
  }

  /** Raw bytes of a response, for downloads. */
  async download(path: string) {
    const res = await fetch(this.baseUrl + path, { headers: this.cookies.size ? { cookie: this.cookieHeader } : {} });
    return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
  }
}
