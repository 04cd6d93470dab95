import { useSyncExternalStore } from 'react';

const nothingToWatch = () => () => {};

/**
 * False while the page is the server's HTML and while React takes it over; true from then on, and at once on a screen
 * the browser renders itself.
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    nothingToWatch,
    () => true,
    () => false,
  );
