import { useId, useState } from 'react';
import { LIMITS } from '@/shared/constants';
import { formatKsh } from '@/shared/money';
import { priceRange } from '@/shared/product-list-query';
import type { Category, ProductListQuery } from '@/shared/schemas/catalog';
import { Button } from '@/client/components/ui/button';
import { Checkbox } from '@/client/components/ui/checkbox';
import { Skeleton } from '@/client/components/ui/skeleton';
import { RangeSlider } from '@/client/components/ui/slider';
import { sharedMessages } from '@/client/components/shared-messages';
import { categoryName } from '@/shared/locale';
import { useMessages } from '@/client/lib/i18n';
import { hasActiveFilters, NO_FILTERS, selectedCategoryIds, STOCK_FILTERS, toggleCategory, toggleStock } from '../filters';
import { catalogMessages } from '../messages';

interface ProductFiltersPanelProps {
  filters: ProductListQuery;
  categories: Category[] | undefined;
  onChange(filters: ProductListQuery): void;
}

function FilterGroup({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <fieldset className="space-y-3">
      <legend className="mb-3 text-sm font-semibold">{title}</legend>
      {children}
    </fieldset>
  );
}

function CheckboxRow({ label, checked, onToggle }: { label: string; checked: boolean; onToggle(): void }) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <Checkbox id={id} checked={checked} onChange={onToggle} />
      <label htmlFor={id} className="cursor-pointer text-sm leading-none">
        {label}
      </label>
    </div>
  );
}

/** The price range moves freely while dragged and reaches the URL (and the API) when let go. */
function PriceFilter({ filters, onChange }: Omit<ProductFiltersPanelProps, 'categories'>) {
  const t = useMessages(catalogMessages);
  const applied = priceRange(filters);
  const [range, setRange] = useState(applied);
  // The range follows the address when it changes (a commit, Clear Filters, Back) without remounting the thumbs,
  // which would drop their keyboard focus.
  const [shown, setShown] = useState(applied);
  if (shown[0] !== applied[0] || shown[1] !== applied[1]) {
    setShown(applied);
    setRange(applied);
  }
  return (
    <FilterGroup title={t('priceRange')}>
      <RangeSlider
        min={0}
        max={LIMITS.priceFilterMax}
        step={LIMITS.priceFilterStep}
        value={range}
        labels={[t('minPrice'), t('maxPrice')]}
        onValueChange={setRange}
        onValueCommit={([minPrice, maxPrice]) => {
          const [min, max] = priceRange(filters);
          if (minPrice !== min || maxPrice !== max) onChange({ ...filters, minPrice, maxPrice, page: undefined });
        }}
      />
      <p className="flex justify-between text-sm text-muted-foreground" data-testid="price-range">
        <span>{formatKsh(range[0])}</span>
        <span>{formatKsh(range[1])}</span>
      </p>
    </FilterGroup>
  );
}

export function ProductFiltersPanel({ filters, categories, onChange }: ProductFiltersPanelProps) {
  const selected = selectedCategoryIds(filters, categories);
  const t = useMessages(catalogMessages);
  const shared = useMessages(sharedMessages);
  return (
    <div className="space-y-6">
      <div className="flex min-h-9 items-center justify-between gap-2">
        <h2 className="text-lg font-semibold">{t('filters')}</h2>
        {hasActiveFilters(filters) && (
          <Button variant="ghost" size="sm" onClick={() => onChange({ ...NO_FILTERS, sort: filters.sort })}>
            {t('clearFilters')}
          </Button>
        )}
      </div>
      <FilterGroup title={t('categories')}>
        {categories
          ? categories.map((category) => (
              <CheckboxRow
                key={category.id}
                label={categoryName(category, t.locale)}
                checked={selected.has(category.id)}
                onToggle={() => onChange(toggleCategory(filters, categories, category.id))}
              />
            ))
          : Array.from({ length: 6 }, (_, index) => <Skeleton key={index} className="h-5 w-40" />)}
      </FilterGroup>
      <FilterGroup title={t('availability')}>
        {STOCK_FILTERS.map((stock) => (
          <CheckboxRow
            key={stock}
            label={shared(`stock_${stock}`)}
            checked={!!filters.stock?.includes(stock)}
            onToggle={() => onChange(toggleStock(filters, stock))}
          />
        ))}
      </FilterGroup>
      <PriceFilter filters={filters} onChange={onChange} />
    </div>
  );
}
