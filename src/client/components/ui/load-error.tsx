import { sharedMessages } from '@/client/components/shared-messages';
import { useMessages } from '@/client/lib/i18n';

/** A failed load of the shopper's data (cart, orders, wishlist), announced to screen readers. */
export function LoadError({ what }: { what?: string }) {
  const t = useMessages(sharedMessages);
  return (
    <p role="alert" className="text-destructive">
      {t('loadError', { what: what ?? t('thisPage') })}
    </p>
  );
}
