import { Search } from 'lucide-react';
import { useId, type FormEvent } from 'react';
import { LIMITS } from '@/shared/constants';
import { Button } from '@/client/components/ui/button';
import { Input } from '@/client/components/ui/input';
import { cn } from '@/client/lib/utils';

interface SearchFormProps {
  defaultValue?: string;
  onSearch(text: string): void;
  className?: string;
  placeholder?: string;
}

/** A product search box; uncontrolled, so `key` it on the current query to reset it when the URL changes. */
export function SearchForm({ defaultValue = '', onSearch, className, placeholder = 'Search solar products...' }: SearchFormProps) {
  const id = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = new FormData(event.currentTarget).get('q');
    onSearch(typeof text === 'string' ? text.trim() : '');
  };
  return (
    <form role="search" onSubmit={submit} className={cn('flex w-full min-w-0 items-center gap-2', className)}>
      <label htmlFor={id} className="sr-only">
        Search products
      </label>
      <Input id={id} name="q" type="search" defaultValue={defaultValue} maxLength={LIMITS.maxSearchLength} placeholder={placeholder} enterKeyHint="search" className="min-w-0 flex-1" />
      <Button type="submit" size="icon" aria-label="Search" className="shrink-0">
        <Search />
      </Button>
    </form>
  );
}
