import type { ComponentProps, ReactNode } from 'react';
import { useHydrated } from '@/client/lib/use-hydrated';

/**
 * Controls on a server-rendered screen, disabled until the page is live: React keeps its own state of each field when
 * it takes the page over, so what a shopper typed or chose before then would be lost or not sent.
 */
export function LiveFields({ children }: { children: ReactNode }) {
  const live = useHydrated();
  return (
    <fieldset disabled={!live} className="contents">
      {children}
    </fieldset>
  );
}

/** A form whose controls wait for the page to be live (LiveFields). */
export function LiveForm({ children, ...props }: ComponentProps<'form'>) {
  return (
    <form {...props}>
      <LiveFields>{children}</LiveFields>
    </form>
  );
}
