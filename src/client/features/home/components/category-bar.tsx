import { useQuery } from '@tanstack/react-query';
import { ChevronDown, LayoutGrid } from 'lucide-react';
import { Link } from 'wouter';
import { Button, buttonVariants } from '@/client/components/ui/button';
import { LinkMenu } from '@/client/components/ui/link-menu';
import { categoriesQuery } from '@/client/features/catalog/api';
import { SearchForm } from '@/client/components/search-form';
import { categoryName } from '@/shared/locale';
import { useMessages } from '@/client/lib/i18n';
import { useNavigate } from '@/client/lib/navigation';
import { categoryHref } from '../category-links';
import { homeMessages } from '../messages';

/** Sticks below the header: a categories menu, a product search and the Shop button. */
export function CategoryBar() {
  const { data: categories } = useQuery(categoriesQuery);
  const navigate = useNavigate();
  const t = useMessages(homeMessages);
  return (
    <div className="sticky top-24 z-30 border-b bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/85">
      <div className="mx-auto flex max-w-7xl items-center gap-2 px-4 py-2">
        <LinkMenu
          label={t('categories')}
          trigger={
            <>
              <LayoutGrid />
              <span className="hidden sm:inline">{t('categories')}</span>
              <ChevronDown className="hidden sm:block" />
            </>
          }
          triggerClassName={buttonVariants({ variant: 'outline', className: 'shrink-0' })}
          links={(categories ?? []).map((category) => ({ to: categoryHref(category.slug), label: categoryName(category, t.locale) }))}
        />
        <SearchForm
          onSearch={(q) => navigate(q ? `/products?q=${encodeURIComponent(q)}` : '/products')}
          className="flex-1"
          placeholder={t('searchPlaceholder')}
        />
        <Button asChild className="shrink-0">
          <Link to="/products">{t('shop')}</Link>
        </Button>
      </div>
    </div>
  );
}
