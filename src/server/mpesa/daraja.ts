import type { MpesaSettings } from '../mpesa-settings';
import type { SharedRedis } from '../plugins/redis';

/** A refusal or failure of Daraja's, with its own code ("400.002.02") when it gave one. */
export class DarajaError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly errorCode?: string,
  ) {
    super(message);
  }
}

/** Where the access token is kept between calls: in memory, or shared by every instance (Redis). */
export interface TokenCache {
  get(key: string): Promise<string | undefined>;
  set(key: string, value: string, ttlMs: number): Promise<void>;
}

/**
 * The token in Redis, so every instance uses one (SET with its time to live); while Redis is away, each instance
 * keeps its own in memory, which Daraja allows.
 */
export function sharedTokenCache(redis: SharedRedis): TokenCache {
  const local = memoryTokenCache();
  return {
    get: async (key) => (redis.isUp() ? ((await redis.client.get(key).catch(() => null)) ?? undefined) : local.get(key)),
    set: async (key, value, ttlMs) => {
      await local.set(key, value, ttlMs);
      if (redis.isUp()) await redis.client.set(key, value, 'PX', ttlMs).catch(() => undefined);
    },
  };
}

export function memoryTokenCache(): TokenCache {
  const entries = new Map<string, { value: string; expires: number }>();
  return {
    get: async (key) => {
      const entry = entries.get(key);
      return entry && entry.expires > Date.now() ? entry.value : undefined;
    },
    set: async (key, value, ttlMs) => {
      entries.set(key, { value, expires: Date.now() + ttlMs });
    },
  };
}

export interface StkPush {
  /** 2547XXXXXXXX or 2541XXXXXXXX. */
  phone: string;
  /** Whole shillings: Daraja takes no cents. */
  amount: number;
  /** The order number, which the customer's statement shows (at most 12 characters). */
  accountReference: string;
  description: string;
  callbackUrl: string;
}

export type StkQueryAnswer = { state: 'pending' } | { state: 'done'; resultCode: number; resultDesc: string };

// A token is refreshed this long before Daraja says it expires, so no call carries one that dies on the way.
const TOKEN_MARGIN_MS = 60_000;
const CALL_TIMEOUT_MS = 15_000;
// Daraja's answer to a query for a prompt the customer has not answered yet.
const STILL_PROCESSING = '500.001.1001';

const pad = (value: number) => String(value).padStart(2, '0');
/** Daraja's timestamps: YYYYMMDDHHmmss in East Africa Time (UTC+3, no daylight saving). */
export function darajaTimestamp(at = new Date()): string {
  const eat = new Date(at.getTime() + 3 * 60 * 60 * 1000);
  return `${eat.getUTCFullYear()}${pad(eat.getUTCMonth() + 1)}${pad(eat.getUTCDate())}${pad(eat.getUTCHours())}${pad(eat.getUTCMinutes())}${pad(eat.getUTCSeconds())}`;
}

/** The M-PESA Express password: base64 of the short code, the passkey and the timestamp. */
export const stkPassword = (settings: MpesaSettings, timestamp: string): string =>
  Buffer.from(`${settings.shortcode}${settings.passkey}${timestamp}`).toString('base64');

/** A client of the Daraja endpoints the shop uses: OAuth, M-PESA Express (push and query), C2B URL registration. */
export class DarajaClient {
  private readonly tokenKey: string;

  constructor(
    private readonly settings: MpesaSettings,
    private readonly tokens: TokenCache = memoryTokenCache(),
  ) {
    this.tokenKey = `mpesa:token:${settings.baseUrl}:${settings.consumerKey}`;
  }

  async accessToken(fresh = false): Promise<string> {
    if (!fresh) {
      const cached = await this.tokens.get(this.tokenKey);
      if (cached) return cached;
    }
    const credentials = Buffer.from(`${this.settings.consumerKey}:${this.settings.consumerSecret}`).toString('base64');
    const answer = await this.request('GET', '/oauth/v1/generate?grant_type=client_credentials', undefined, `Basic ${credentials}`);
    const token = typeof answer.access_token === 'string' ? answer.access_token : undefined;
    const seconds = Number(answer.expires_in);
    if (!token || !Number.isFinite(seconds)) throw new DarajaError('Daraja gave no access token', 502);
    await this.tokens.set(this.tokenKey, token, Math.max(1000, seconds * 1000 - TOKEN_MARGIN_MS));
    return token;
  }

  async stkPush(push: StkPush): Promise<{ merchantRequestId: string; checkoutRequestId: string }> {
    const timestamp = darajaTimestamp();
    const answer = await this.authorised('/mpesa/stkpush/v1/processrequest', {
      BusinessShortCode: this.settings.shortcode,
      Password: stkPassword(this.settings, timestamp),
      Timestamp: timestamp,
      TransactionType: this.settings.transactionType === 'till' ? 'CustomerBuyGoodsOnline' : 'CustomerPayBillOnline',
      Amount: push.amount,
      PartyA: push.phone,
      PartyB: this.settings.shortcode,
      PhoneNumber: push.phone,
      CallBackURL: push.callbackUrl,
      AccountReference: push.accountReference,
      TransactionDesc: push.description,
    });
    if (String(answer.ResponseCode) !== '0' || typeof answer.CheckoutRequestID !== 'string' || typeof answer.MerchantRequestID !== 'string') {
      throw new DarajaError(String(answer.ResponseDescription ?? 'Daraja refused the prompt'), 502);
    }
    return { merchantRequestId: answer.MerchantRequestID, checkoutRequestId: answer.CheckoutRequestID };
  }

  async stkQuery(checkoutRequestId: string): Promise<StkQueryAnswer> {
    const timestamp = darajaTimestamp();
    try {
      const answer = await this.authorised('/mpesa/stkpushquery/v1/query', {
        BusinessShortCode: this.settings.shortcode,
        Password: stkPassword(this.settings, timestamp),
        Timestamp: timestamp,
        CheckoutRequestID: checkoutRequestId,
      });
      const resultCode = Number(answer.ResultCode);
      if (!Number.isInteger(resultCode)) throw new DarajaError('Daraja answered the query without a result', 502);
      return { state: 'done', resultCode, resultDesc: String(answer.ResultDesc ?? '') };
    } catch (error) {
      if (error instanceof DarajaError && error.errorCode === STILL_PROCESSING) return { state: 'pending' };
      throw error;
    }
  }

  async registerC2bUrls(urls: { confirmationUrl: string; validationUrl: string; responseType: 'Completed' | 'Cancelled' }): Promise<void> {
    const answer = await this.authorised('/mpesa/c2b/v1/registerurl', {
      ShortCode: this.settings.shortcode,
      ResponseType: urls.responseType,
      ConfirmationURL: urls.confirmationUrl,
      ValidationURL: urls.validationUrl,
    });
    if (String(answer.ResponseCode) !== '0') throw new DarajaError(String(answer.ResponseDescription ?? 'Daraja refused the URLs'), 502);
  }

  /** A call with the access token; a token Daraja no longer takes is replaced once. */
  private async authorised(path: string, body: Record<string, unknown>): Promise<Record<string, unknown>> {
    try {
      return await this.request('POST', path, body, `Bearer ${await this.accessToken()}`);
    } catch (error) {
      if (!(error instanceof DarajaError) || error.status !== 401) throw error;
      return this.request('POST', path, body, `Bearer ${await this.accessToken(true)}`);
    }
  }

  private async request(method: 'GET' | 'POST', path: string, body: unknown, authorization: string): Promise<Record<string, unknown>> {
    let response: Response;
    try {
      response = await fetch(`${this.settings.baseUrl}${path}`, {
        method,
        headers: { authorization, ...(body !== undefined && { 'content-type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
      });
    } catch (error) {
      throw new DarajaError(`Daraja could not be reached: ${(error as Error).message}`, 503);
    }
    const text = await response.text();
    let answer: Record<string, unknown> = {};
    try {
      const parsed: unknown = JSON.parse(text);
      if (parsed && typeof parsed === 'object') answer = parsed as Record<string, unknown>;
    } catch {
      // Not JSON (a proxy's error page): the status says enough.
    }
    if (!response.ok) {
      const errorCode = typeof answer.errorCode === 'string' ? answer.errorCode : undefined;
      throw new DarajaError(
        typeof answer.errorMessage === 'string' ? answer.errorMessage : `Daraja answered ${response.status}`,
        response.status,
        errorCode,
      );
    }
    return answer;
  }
}
