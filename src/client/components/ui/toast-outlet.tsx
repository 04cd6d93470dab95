import { Suspense, useEffect } from 'react';
import { onFirstInteraction } from '@/client/lib/first-interaction';
import { preloadable } from '@/client/lib/preloadable';
import { useCurrentToast } from './use-toast';

const toaster = preloadable(async () => (await import('./toaster')).Toaster);

/** Resolves once the toast machinery is loaded, so a toast shown before a redirect gets its full time on screen. */
export const loadToaster = toaster.preload;

/**
 * The toast machinery stays out of the page load: toasts answer what the shopper does, so it is fetched at their
 * first tap or key press (by the time the call they started has answered, it is there), or with a toast that comes
 * first. A visitor who only reads never downloads it.
 */
export function ToastOutlet() {
  const current = useCurrentToast();
  useEffect(() => onFirstInteraction(() => void loadToaster()), []);
  if (!current) return null;
  return (
    <Suspense fallback={null}>
      <toaster.Component />
    </Suspense>
  );
}
