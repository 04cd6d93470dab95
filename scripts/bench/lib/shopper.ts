// A minimal HTTP client with one cookie, like one browser, for benchmarks and fault tests.
export class Shopper {
  private cookie = '';
  constructor(
    readonly baseUrl: string,
    readonly username: string,
  ) {}

  async request(method: string, path: string, body?: unknown): Promise<{ status: number; json: unknown }> {
    const response = await fetch(this.baseUrl + path, {
      method,
      headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(this.cookie ? { cookie: this.cookie } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const setCookie = response.headers.get('set-cookie');
    if (setCookie) this.cookie = setCookie.split(';')[0]!;
    const text = await response.text();
    let json: unknown = text;
    try {
      json = JSON.parse(text);
    } catch {
      // not JSON: keep the text
    }
    return { status: response.status, json };
  }

  /** The session cookie, for a browser or Lighthouse to send as this shopper. */
  get cookieHeader(): string {
    return this.cookie;
  }

  async register(): Promise<void> {
    const { status, json } = await this.request('POST', '/api/register', {
      username: this.username,
      password: 'bench-password',
      email: `${this.username}@bench.example`,
      firstName: 'Bench',
      lastName: 'Shopper',
    });
    if (status !== 201) throw new Error(`register ${this.username}: ${status} ${JSON.stringify(json)}`);
  }
}

export const ORDER_DETAILS = { deliveryAddress: 'Plot 12, Ngong Road, Kilimani, Nairobi', phoneNumber: '0712345678', notes: 'Benchmark order' };
