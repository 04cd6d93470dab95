import { Minus, Plus } from 'lucide-react';
import { LIMITS } from '@/shared/constants';
import { Button } from '@/client/components/ui/button';

/** docs/product.md, "Quantity and cart rules": starts at 1, never below 1; the increase is disabled when the product is out of stock. */
export function QuantitySelector({ value, onChange, increaseDisabled }: { value: number; onChange(value: number): void; increaseDisabled: boolean }) {
  return (
    <div className="flex items-center gap-3">
      <span id="quantity-label" className="text-sm font-medium">
        Quantity
      </span>
      <div role="group" aria-labelledby="quantity-label" className="flex items-center rounded-md border">
        <Button variant="ghost" size="icon" aria-label="Decrease quantity" disabled={value <= 1} onClick={() => onChange(value - 1)}>
          <Minus />
        </Button>
        <output aria-live="polite" data-testid="quantity" className="w-12 text-center font-semibold tabular-nums">
          {value}
        </output>
        <Button
          variant="ghost"
          size="icon"
          aria-label="Increase quantity"
          disabled={increaseDisabled || value >= LIMITS.maxCartQuantity}
          onClick={() => onChange(value + 1)}
        >
          <Plus />
        </Button>
      </div>
    </div>
  );
}
