import type { ListSort } from '@/shared/product-sort';
import { NativeSelect } from '@/client/components/ui/native-select';
import { useMessages } from '@/client/lib/i18n';
import { catalogMessages } from '../messages';

/**
 * The list's order: the phone's own picker, and a plain form control before the page's script has run. `sorts` are the
 * orders the list offers (`sortsFor`: relevance only while searching).
 */
export function SortSelect({ value, sorts, onChange }: { value: ListSort; sorts: readonly ListSort[]; onChange(sort: ListSort): void }) {
  const t = useMessages(catalogMessages);
  return (
    <label className="flex items-center gap-2 text-sm">
      <span className="shrink-0 text-muted-foreground">{t('sortBy')}</span>
      <NativeSelect size="sm" value={value} onChange={(event) => onChange(event.target.value as ListSort)}>
        {sorts.map((sort) => (
          <option key={sort} value={sort}>
            {t(`sort_${sort}`)}
          </option>
        ))}
      </NativeSelect>
    </label>
  );
}
