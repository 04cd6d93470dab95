import { useEffect } from 'react';
import { shopSettings } from './shop-settings';

export function usePageTitle(title: string | undefined): void {
  useEffect(() => {
    document.title = title ? `${title} | ${shopSettings.shopName}` : `${shopSettings.shopName} — Solar panels, batteries and inverters`;
  }, [title]);
}
