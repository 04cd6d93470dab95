import { useSyncExternalStore } from 'react';

let pending = 0;
const listeners = new Set<() => void>();
// A screen's chunk starts loading while React renders the route that needs it: listeners hear of it afterwards.
const notify = () => queueMicrotask(() => listeners.forEach((listener) => listener()));
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Counts the screen chunks being fetched, for the progress bar shown while a tapped link's screen arrives. */
export const screenLoads = {
  async track<T>(loading: Promise<T>): Promise<T> {
    pending++;
    notify();
    try {
      return await loading;
    } finally {
      pending--;
      notify();
    }
  },
};

export function useScreenLoading(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => pending > 0,
    () => false,
  );
}
