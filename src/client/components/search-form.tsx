import { Search } from 'lucide-react';
import { useId, type FormEvent } from 'react';
import { LIMITS } from '@/shared/constants';
import { Button } from '@/client/components/ui/button';
import { sharedMessages } from '@/client/components/shared-messages';
import { Input } from '@/client/components/ui/input';
import { useMessages } from '@/client/lib/i18n';
import { cn } from '@/client/lib/utils';

interface SearchFormProps {
  defaultValue?: string;
  onSearch(text: string): void;
  className?: string;
  placeholder?: string;
}

/** A product search box; uncontrolled, so `key` it on the current query to reset it when the URL changes. */
export function SearchForm({ defaultValue = '', onSearch, className, placeholder }: SearchFormProps) {
  const id = useId();
  const t = useMessages(sharedMessages);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = new FormData(event.currentTarget).get('q');
    onSearch(typeof text === 'string' ? text.trim() : '');
  };
  return (
    <form role="search" onSubmit={submit} className={cn('flex w-full min-w-0 items-center gap-2', className)}>
      <label htmlFor={id} className="sr-only">
        {t('searchProducts')}
      </label>
      <Input
        id={id}
        name="q"
        type="search"
        defaultValue={defaultValue}
        maxLength={LIMITS.maxSearchLength}
        placeholder={placeholder ?? t('searchPlaceholder')}
        enterKeyHint="search"
        className="min-w-0 flex-1"
      />
      <Button type="submit" size="icon" aria-label={t('search')} className="shrink-0">
        <Search />
      </Button>
    </form>
  );
}
