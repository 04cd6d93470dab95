import { sharedMessages } from '@/client/components/shared-messages';
import { useMessages } from '@/client/lib/i18n';
import { useOnline } from '@/client/lib/use-online';

/** Inside the sticky header, so it stays in view while the shopper scrolls; it goes as soon as the connection is back. */
export function OfflineBanner() {
  const t = useMessages(sharedMessages);
  if (useOnline()) return null;
  return (
    <p role="status" data-offline-banner="" className="bg-slate-900 px-4 py-1.5 text-center text-xs text-slate-100">
      {t('offline')}
    </p>
  );
}
