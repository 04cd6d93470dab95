import { Tooltip as TooltipPrimitive } from 'radix-ui';
import type { ReactNode } from 'react';
import { cn } from '@/client/lib/utils';

// Each tooltip brings its own provider (Radix defaults: 700 ms open delay, 300 ms skip delay, docs/product.md "Limits and constants"), so pages
// without tooltips never load their positioning code.
export function Tooltip({ content, children, className }: { content: ReactNode; children: ReactNode; className?: string }) {
  return (
    <TooltipPrimitive.Provider>
      <TooltipPrimitive.Root>
        <TooltipPrimitive.Trigger asChild>{children}</TooltipPrimitive.Trigger>
        <TooltipPrimitive.Portal>
          <TooltipPrimitive.Content sideOffset={4} className={cn('z-50 rounded-md bg-foreground px-2.5 py-1.5 text-xs text-background shadow-md', className)}>
            {content}
          </TooltipPrimitive.Content>
        </TooltipPrimitive.Portal>
      </TooltipPrimitive.Root>
    </TooltipPrimitive.Provider>
  );
}
