import { useMemo } from 'react';
import { useMessages } from '@/client/lib/i18n';
import { infoMessages } from './messages';

// The warranty and return periods (docs/product.md, "Limits and constants"), shown on the warranty and return pages and
// on every product. Their texts are in the info catalog (messages/<locale>.json), under these names.
const WARRANTIES = ['Panels', 'Batteries', 'Inverters', 'Accessories'] as const;
const RETURNS = ['Defective', 'WrongItem', 'Installation'] as const;

export interface Policies {
  warrantyPeriods: { product: string; period: string }[];
  returnWindows: { reason: string; window: string }[];
  refundTime: string;
}

/** The periods in the page's language; a page that shows them outside the info feature lists `info` in its catalogs. */
export function usePolicies(): Policies {
  const t = useMessages(infoMessages);
  return useMemo(
    () => ({
      warrantyPeriods: WARRANTIES.map((name) => ({ product: t(`warranty${name}`), period: t(`warranty${name}Period`) })),
      returnWindows: RETURNS.map((name) => ({ reason: t(`return${name}`), window: t(`return${name}Window`) })),
      refundTime: t('refundTime'),
    }),
    [t],
  );
}
