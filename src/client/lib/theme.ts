import { useSyncExternalStore } from 'react';

export type Theme = 'light' | 'dark';
const STORAGE_KEY = 'theme';
const listeners = new Set<() => void>();

// The <html> class is the source of truth: the inline script in index.html sets it before first paint, so a dark
// theme never flashes light; the server renders light and React swaps in the real value after hydration.
const readTheme = (): Theme => (document.documentElement.classList.contains('dark') ? 'dark' : 'light');

function writeTheme(theme: Theme): void {
  document.documentElement.classList.toggle('dark', theme === 'dark');
  try {
    localStorage.setItem(STORAGE_KEY, theme);
  } catch {
    // Private browsing may refuse storage; the theme still applies for this visit.
  }
  listeners.forEach((listener) => listener());
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

const toggleTheme = () => writeTheme(readTheme() === 'dark' ? 'light' : 'dark');

/**
 * Light by default; the choice is kept in local storage under "theme" and applied as a class on <html>.
 * A store rather than a React context: a change re-renders the toggle only, not the parts of the page still waiting
 * to hydrate (a context change would make React drop their server HTML).
 */
export function useTheme(): { theme: Theme; toggleTheme(): void } {
  const theme = useSyncExternalStore(subscribe, readTheme, () => 'light' as const);
  return { theme, toggleTheme };
}
