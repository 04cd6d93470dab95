import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '@/client/lib/utils';

const skeletonVariants = cva('animate-pulse bg-muted', {
  variants: {
    rounded: {
      md: 'rounded-md',
      full: 'rounded-full',
      none: 'rounded-none',
    },
  },
  defaultVariants: { rounded: 'md' },
});

export function Skeleton({ className, rounded, ...props }: ComponentProps<'div'> & VariantProps<typeof skeletonVariants>) {
  return <div aria-hidden="true" className={cn(skeletonVariants({ rounded }), className)} {...props} />;
}
