import { PRODUCT_SORTS, type ProductSort } from '@/shared/product-sort';
import { NativeSelect } from '@/client/components/ui/native-select';
import { useMessages } from '@/client/lib/i18n';
import { catalogMessages } from '../messages';

/** The list's order: the phone's own picker, and a plain form control before the page's script has run. */
export function SortSelect({ value, onChange }: { value: ProductSort; onChange(sort: ProductSort): void }) {
  const t = useMessages(catalogMessages);
  return (
    <label className="flex items-center gap-2 text-sm">
      <span className="shrink-0 text-muted-foreground">{t('sortBy')}</span>
      <NativeSelect size="sm" value={value} onChange={(event) => onChange(event.target.value as ProductSort)}>
        {PRODUCT_SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {t(`sort_${sort}`)}
          </option>
        ))}
      </NativeSelect>
    </label>
  );
}
