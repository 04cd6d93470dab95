import { lazy, Suspense, useEffect } from 'react';
import { useCurrentToast } from './use-toast';

/** Resolves once the toast machinery is loaded, so a toast shown before a redirect gets its full time on screen. */
export const loadToaster = () => import('./toaster');
const Toaster = lazy(() => loadToaster().then((module) => ({ default: module.Toaster })));

/** The toast machinery stays out of the first page load, and is fetched right after the page has hydrated. */
export function ToastOutlet() {
  const current = useCurrentToast();
  useEffect(() => void loadToaster(), []);
  if (!current) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
