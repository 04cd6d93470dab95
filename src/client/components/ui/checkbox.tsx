import type { ComponentProps } from 'react';
import { cn } from '@/client/lib/utils';

/**
 * The browser's own checkbox in the shop's colour: nothing to hydrate but the element itself, and no hidden form
 * input added after hydration (which made the whole product list lay out again on a phone).
 */
export function Checkbox({ className, ...props }: Omit<ComponentProps<'input'>, 'type'>) {
  return (
    <input
      type="checkbox"
      className={cn(
        'size-4 shrink-0 cursor-pointer accent-primary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 disabled:cursor-not-allowed disabled:opacity-50',
        className,
      )}
      {...props}
    />
  );
}
