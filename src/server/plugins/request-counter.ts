import { LruMap } from 'toad-cache';

interface Window {
  start: number;
  count: number;
}

/**
 * Counts requests per key in fixed windows, for the `capacity` keys seen most recently. Synchronous and allocation-free
 * for a known key, because it runs on every API request (docs/decisions/0020-api-request-limit.md).
 */
export class RequestCounter {
  readonly #windows: LruMap<Window>;

  constructor(
    readonly max: number,
    readonly windowMs: number,
    capacity: number,
  ) {
    this.#windows = new LruMap<Window>(capacity);
  }

  /** Counts one request for the key: 0 while within the limit, else how many milliseconds until the window ends. */
  count(key: string, now = Date.now()): number {
    let window = this.#windows.get(key);
    if (!window || now - window.start >= this.windowMs) {
      window = { start: now, count: 0 };
      this.#windows.set(key, window);
    }
    window.count++;
    return window.count > this.max ? window.start + this.windowMs - now : 0;
  }
}
