import { useQuery } from '@tanstack/react-query';
import { accountDataApi } from '@/shared/contract/account-data';
import { formatDay } from '@/shared/dates';
import { exactCents, formatKsh, fromCents } from '@/shared/money';
import type { AccountExport } from '@/shared/schemas/account-data';
import { endpointQuery } from '@/client/lib/api';
import { useLocale, useMessages } from '@/client/lib/i18n';
import { dashboardMessages } from '../messages';

/** What counts towards an order: payments not voided, added up exactly. */
const paidOn = (order: AccountExport['orders'][number]) =>
  fromCents(order.payments.filter((payment) => !payment.voided).reduce((sum, payment) => sum + (exactCents(payment.amount) ?? 0n), 0n));

/**
 * The readable summary of "Download my data" (docs/product.md, "Your data"): the same answer as the file, read on the
 * page in the shopper's language, so nobody needs to open JSON to know what the shop holds.
 */
export function DataSummary() {
  const t = useMessages(dashboardMessages);
  const locale = useLocale();
  const { data, isError } = useQuery(endpointQuery(accountDataApi.export));
  if (isError) return <p role="alert">{t('dataFailed')}</p>;
  if (!data) return <p role="status">{t('dataLoading')}</p>;
  const { account } = data;
  const counts = [
    t('heldPayments', { count: data.orders.reduce((sum, order) => sum + order.payments.length, 0) }),
    t('heldPrompts', { count: data.mpesaPrompts.length }),
    t('heldQuotes', { count: data.quotes.length }),
    t('heldReviews', { count: data.reviews.length }),
    t('heldWishlist', { count: data.wishlist.length }),
    t('heldCart', { count: data.cart.length }),
    t('heldEmails', { count: data.emails.length }),
    t('heldClaims', { count: data.claims.length }),
  ];
  return (
    <div className="space-y-3 rounded-md border p-3 text-sm" data-testid="data-summary">
      <div>
        <h3 className="font-medium">{t('heldAccount')}</h3>
        <ul className="mt-1 space-y-0.5 wrap-anywhere text-muted-foreground">
          <li>{t('heldAccountText', { name: `${account.firstName} ${account.lastName}`, username: account.username, email: account.email })}</li>
          {account.phoneNumber && <li>{t('heldPhone', { phone: account.phoneNumber })}</li>}
          {account.deliveryAddress && <li>{t('heldAddress', { address: account.deliveryAddress })}</li>}
          <li>{t('heldSince', { date: formatDay(account.createdAt, locale) })}</li>
        </ul>
      </div>
      <div>
        <h3 className="font-medium">{t('heldOrders', { count: data.orders.length })}</h3>
        <ul className="mt-1 space-y-0.5 text-muted-foreground">
          {data.orders.map((order) => (
            <li key={order.orderNumber}>
              {t('heldOrder', {
                orderNumber: order.orderNumber,
                date: formatDay(order.createdAt, locale),
                total: formatKsh(order.totalAmount),
                paid: formatKsh(paidOn(order)),
              })}
            </li>
          ))}
        </ul>
      </div>
      <ul className="space-y-0.5">
        {counts.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </div>
  );
}
