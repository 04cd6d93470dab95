import { ChevronDown } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '@/client/lib/utils';

// A compact select sits in a table row or a toolbar, where the caller sets its width. The height is set and the
// browser centres the text in it: no vertical padding, which would leave less room than a line of phone-size text
// and cut off its descenders ("Bei: ya chini kwanza").
const sizes = { default: 'h-10 w-full', sm: 'h-9' } as const;

/** The browser's own select, styled like Input: light, and the phone's native picker on mobile. */
export function NativeSelect({ className, size = 'default', ...props }: Omit<ComponentProps<'select'>, 'size'> & { size?: keyof typeof sizes }) {
  return (
    <div className="relative">
      <select
        className={cn(
          'flex appearance-none rounded-md border border-input bg-background pl-3 pr-9 text-base focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:cursor-not-allowed disabled:opacity-50 md:text-sm aria-invalid:border-destructive',
          sizes[size],
          className,
        )}
        {...props}
      />
      <ChevronDown aria-hidden="true" className="pointer-events-none absolute right-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" />
    </div>
  );
}
