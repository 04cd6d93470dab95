import { Component, Suspense, useEffect, type ReactNode } from 'react';
import { DELAYS_MS } from '@/shared/constants';
import { onFirstInteraction } from '@/client/lib/first-interaction';
import { preloadable } from '@/client/lib/preloadable';
import { dismissToast, toastBoxClass, useCurrentToast } from './use-toast';

const toaster = preloadable(async () => (await import('./toaster')).Toaster);

/** Resolves once the toast machinery is loaded, so a toast shown before a redirect gets its full time on screen. */
export const loadToaster = toaster.preload;

/** The toast's words in a plain box, for when the toast machinery could not arrive (the phone went offline first). */
function PlainToast() {
  const current = useCurrentToast();
  useEffect(() => {
    if (!current?.open) return;
    const timer = setTimeout(() => dismissToast(current.id), DELAYS_MS.toastDuration);
    return () => clearTimeout(timer);
  }, [current]);
  if (!current?.open) return null;
  return (
    <div
      role="status"
      data-testid="toast"
      className={`fixed bottom-4 right-4 left-4 z-[100] grid gap-1 sm:left-auto sm:w-[388px] ${toastBoxClass(current.variant)}`}
    >
      <p className="text-sm font-semibold">{current.title}</p>
      {current.description && <p className="text-sm opacity-90">{current.description}</p>}
    </div>
  );
}

/**
 * Without it, a toast shown when the machinery cannot be fetched would take the whole page down with it, and what the
 * shopper typed. Each new toast tries the machinery again; meanwhile it is fetched anew, for when the phone is back.
 */
class ToasterFallback extends Component<{ toastId: number; children: ReactNode }, { failed: boolean; toastId: number }> {
  override state = { failed: false, toastId: this.props.toastId };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: { toastId: number }, state: { toastId: number }) {
    return props.toastId === state.toastId ? null : { failed: false, toastId: props.toastId };
  }

  override componentDidCatch() {
    void loadToaster().catch(() => undefined);
  }

  override render() {
    return this.state.failed ? <PlainToast /> : this.props.children;
  }
}

/**
 * The toast machinery stays out of the page load: toasts answer what the shopper does, so it is fetched at their
 * first tap or key press (by the time the call they started has answered, it is there), or with a toast that comes
 * first. A visitor who only reads never downloads it.
 */
export function ToastOutlet() {
  const current = useCurrentToast();
  useEffect(() => onFirstInteraction(() => void loadToaster().catch(() => undefined)), []);
  if (!current) return null;
  return (
    <ToasterFallback toastId={current.id}>
      <Suspense fallback={null}>
        <toaster.Component />
      </Suspense>
    </ToasterFallback>
  );
}
