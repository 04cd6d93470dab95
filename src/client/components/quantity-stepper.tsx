import { Minus, Plus } from 'lucide-react';
import type { ComponentProps } from 'react';
import { LIMITS } from '@/shared/constants';
import { sharedMessages } from '@/client/components/shared-messages';
import { Button } from '@/client/components/ui/button';
import { useMessages } from '@/client/lib/i18n';
import { cn } from '@/client/lib/utils';

type QuantityStepperProps = Pick<ComponentProps<'div'>, 'aria-label' | 'aria-labelledby'> & {
  value: number;
  onChange(value: number): void;
  /** Refuses the increase (a product out of stock). */
  increaseDisabled?: boolean;
  /** Both buttons wait (the cart is saving a change). */
  disabled?: boolean;
  /** The cart's smaller outlined buttons instead of the product page's boxed stepper. */
  compact?: boolean;
  'data-testid'?: string;
};

/** Minus and plus around a quantity kept within `LIMITS.minCartQuantity` and `LIMITS.maxCartQuantity` (docs/product.md, "Quantity and cart rules"). */
export function QuantityStepper({
  value,
  onChange,
  increaseDisabled = false,
  disabled = false,
  compact = false,
  'data-testid': testId,
  ...label
}: QuantityStepperProps) {
  const t = useMessages(sharedMessages);
  const button = { variant: compact ? 'outline' : 'ghost', size: compact ? 'icon-sm' : 'icon' } as const;
  return (
    <div role="group" {...label} className={cn('flex items-center', compact ? 'gap-1' : 'rounded-md border')}>
      <Button
        {...button}
        aria-label={t('decreaseQuantity')}
        disabled={disabled || value <= LIMITS.minCartQuantity}
        onClick={() => onChange(value - 1)}
      >
        <Minus />
      </Button>
      <output aria-live="polite" data-testid={testId} className={cn('text-center tabular-nums', compact ? 'w-10 font-medium' : 'w-12 font-semibold')}>
        {value}
      </output>
      <Button
        {...button}
        aria-label={t('increaseQuantity')}
        disabled={disabled || increaseDisabled || value >= LIMITS.maxCartQuantity}
        onClick={() => onChange(value + 1)}
      >
        <Plus />
      </Button>
    </div>
  );
}
