import { lazy, Suspense } from 'react';
import { useCurrentToast } from './use-toast';

const Toaster = lazy(() => import('./toaster').then((module) => ({ default: module.Toaster })));

/** The toast machinery arrives with the first toast, not with every page a shopper opens. */
export function ToastOutlet() {
  if (!useCurrentToast()) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
