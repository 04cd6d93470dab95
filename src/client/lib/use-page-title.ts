import { useEffect } from 'react';
import { namespace, SHARED_MESSAGES, useMessages } from './i18n';
import { shopSettings } from './shop-settings';

const messages = namespace<{ pageTitleDefault: string }>(SHARED_MESSAGES);

export function usePageTitle(title: string | undefined): void {
  const t = useMessages(messages);
  const fallback = t('pageTitleDefault');
  useEffect(() => {
    document.title = title ? `${title} | ${shopSettings.shopName}` : `${shopSettings.shopName} — ${fallback}`;
  }, [title, fallback]);
}
