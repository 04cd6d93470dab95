import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '@/client/lib/utils';

export const badgeVariants = cva('inline-flex items-center rounded-full border', {
  variants: {
    variant: {
      default: 'border-transparent bg-primary text-primary-foreground',
      secondary: 'border-transparent bg-secondary text-secondary-foreground',
      destructive: 'border-transparent bg-destructive text-destructive-foreground',
      outline: 'text-foreground',
      success: 'border-transparent bg-success text-success-foreground',
    },
    size: {
      default: 'px-2.5 py-0.5 text-xs font-semibold',
      lg: 'px-3 py-1 text-sm font-medium',
    },
  },
  defaultVariants: { variant: 'default', size: 'default' },
});

export function Badge({ className, variant, size, ...props }: ComponentProps<'span'> & VariantProps<typeof badgeVariants>) {
  return <span className={cn(badgeVariants({ variant, size }), className)} {...props} />;
}
