import { Suspense, useEffect } from 'react';
import { preloadable } from '@/client/lib/preloadable';
import { useCurrentToast } from './use-toast';

const toaster = preloadable(async () => (await import('./toaster')).Toaster);

/** Resolves once the toast machinery is loaded, so a toast shown before a redirect gets its full time on screen. */
export const loadToaster = toaster.preload;

/** The toast machinery stays out of the first page load, and is fetched right after the page has hydrated. */
export function ToastOutlet() {
  const current = useCurrentToast();
  useEffect(() => void loadToaster(), []);
  if (!current) return null;
  return (
    <Suspense fallback={null}>
      <toaster.Component />
    </Suspense>
  );
}
