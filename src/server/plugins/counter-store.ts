import { LruMap } from 'toad-cache';

export interface Hit {
  /** Events counted for the key in its current window, this one included. */
  count: number;
  /** Milliseconds until the window ends and the count starts again from zero. */
  resetMs: number;
}

/**
 * Counts events per key in fixed windows: the rate limits' failure budgets and registration limit keep their counts
 * here, so a store shared by several processes (Redis, say) can replace the in-memory one without touching a route.
 */
export interface CounterStore {
  /** Counts one event for the key; a window starts at the first event. */
  hit(key: string, windowMs: number): Promise<Hit>;
  /** Takes back one event counted by hit (an attempt that turned out not to be a failure). */
  undo(key: string): Promise<void>;
  /** The count so far, without counting. */
  peek(key: string): Promise<Hit>;
}

interface Window {
  start: number;
  windowMs: number;
  count: number;
}

/** The in-process store: the `capacity` keys seen most recently, each with its window. */
export class MemoryCounterStore implements CounterStore {
  readonly #windows: LruMap<Window>;

  constructor(capacity: number) {
    this.#windows = new LruMap<Window>(capacity);
  }

  #current(key: string, now: number): Window | undefined {
    const window = this.#windows.get(key);
    return window && now - window.start < window.windowMs ? window : undefined;
  }

  async hit(key: string, windowMs: number): Promise<Hit> {
    const now = Date.now();
    let window = this.#current(key, now);
    if (!window) {
      window = { start: now, windowMs, count: 0 };
      this.#windows.set(key, window);
    }
    window.count++;
    return { count: window.count, resetMs: window.start + window.windowMs - now };
  }

  async undo(key: string): Promise<void> {
    const window = this.#current(key, Date.now());
    if (window && window.count > 0) window.count--;
  }

  async peek(key: string): Promise<Hit> {
    const now = Date.now();
    const window = this.#current(key, now);
    return window ? { count: window.count, resetMs: window.start + window.windowMs - now } : { count: 0, resetMs: 0 };
  }
}
