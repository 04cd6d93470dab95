import { formatLongDay } from '@/shared/dates';
import { useMessages } from '@/client/lib/i18n';
import { shopSettings } from '@/client/lib/shop-settings';
import { plannerMessages } from '../messages';

/**
 * Printed only: who the plan is from and how to reach them, the day it was printed and the link that opens it again,
 * so the paper can go to an installer (docs/product.md, "Solar planner").
 */
export function PrintHeader({ link }: { link: string }) {
  const t = useMessages(plannerMessages);
  // The shop's day, wherever the page was drawn (the server and the phone may disagree about the time zone), written
  // from a table: an Intl date format with a time zone cost the planner's start 77 ms on a slow phone, for paper.
  const date = formatLongDay(new Date(), t.locale);
  return (
    <div data-testid="print-header" className="mb-6 hidden border-b pb-4 print:block">
      <p className="text-xl font-bold">{shopSettings.shopName}</p>
      <p className="text-sm">{[...shopSettings.phones, shopSettings.salesEmail].join(' · ')}</p>
      <p className="text-sm">{shopSettings.address}</p>
      {/* Printed minutes or days after the page was drawn: the day is the browser's, whatever the server wrote. */}
      <p className="mt-2 text-sm" suppressHydrationWarning>
        {t('printedOn', { date })}
      </p>
      <p className="break-all text-sm">{t('planLink', { link })}</p>
    </div>
  );
}
