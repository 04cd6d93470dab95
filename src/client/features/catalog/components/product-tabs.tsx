import { useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { Link } from 'wouter';
import { phoneText } from '@/shared/phone';
import type { CatalogProduct, Product } from '@/shared/schemas/catalog';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/client/components/ui/tabs';
import { usePolicies } from '@/client/features/info/policies';
import { REVIEWS_HASH } from '@/client/features/reviews/api';
import { ProductReviews } from '@/client/features/reviews/product-reviews';
import { useMessages } from '@/client/lib/i18n';
import { shopSettings } from '@/client/lib/shop-settings';
import { catalogMessages } from '../messages';

function subscribeToHash(onChange: () => void) {
  window.addEventListener('hashchange', onChange);
  return () => window.removeEventListener('hashchange', onChange);
}

function Specifications({ specifications }: { specifications: Product['specifications'] }) {
  const entries = Object.entries(specifications);
  const t = useMessages(catalogMessages);
  if (entries.length === 0) return <p className="text-muted-foreground">{t('noSpecifications')}</p>;
  return (
    <dl className="divide-y rounded-lg border">
      {entries.map(([label, value]) => (
        <div key={label} className="grid grid-cols-[minmax(0,2fr)_minmax(0,3fr)] gap-4 px-4 py-3 text-sm">
          <dt className="font-medium">{label}</dt>
          <dd className="text-muted-foreground">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A policy in brief: its periods, then a line that leads to the policy's own page. */
function PolicySummary({
  title,
  children,
  items,
  note,
  to,
  link,
}: {
  title: string;
  children?: ReactNode;
  items: { key: string; text: string }[];
  note: string;
  to: string;
  link: string;
}) {
  return (
    <section>
      <h3 className="mb-2 font-semibold">{title}</h3>
      {children}
      <ul className="list-disc space-y-1 pl-5 text-muted-foreground">
        {items.map((item) => (
          <li key={item.key}>{item.text}</li>
        ))}
      </ul>
      <p className="mt-2 text-muted-foreground">
        {note}{' '}
        <Link to={to} className="text-foreground underline">
          {link}
        </Link>
      </p>
    </section>
  );
}

function WarrantyInfo({ product }: { product: Product }) {
  const ownWarranty = product.specifications.Warranty;
  const t = useMessages(catalogMessages);
  // The periods, reasons and windows are the policy pages' own (src/client/features/info/policies.ts), in the page's language.
  const { warrantyPeriods, returnWindows, refundTime } = usePolicies();
  return (
    <div className="space-y-5 text-sm">
      <PolicySummary
        title={t('warrantyCoverage')}
        items={warrantyPeriods.map(({ product, period }) => ({ key: product, text: `${product}: ${period}` }))}
        note={t('warrantyCovers')}
        to="/warranty"
        link={t('warrantyPolicy')}
      >
        {ownWarranty && <p className="mb-2">{t('ownWarranty', { warranty: ownWarranty })}</p>}
      </PolicySummary>
      <PolicySummary
        title={t('returnPolicyHeading')}
        items={returnWindows.map(({ reason, window }) => ({ key: reason, text: t('returnWindow', { reason, window }) }))}
        note={t('refundTime', { time: refundTime })}
        to="/returns"
        link={t('returnPolicy')}
      />
      <section>
        <h3 className="mb-2 font-semibold">{t('support')}</h3>
        <p className="text-muted-foreground">
          {t('supportText', {
            phone: phoneText(shopSettings.phones[0]),
            otherPhone: phoneText(shopSettings.phones[1]),
            whatsapp: phoneText(shopSettings.whatsappNumber),
            email: shopSettings.salesEmail,
          })}
        </p>
      </section>
    </div>
  );
}

export function ProductTabs({ product }: { product: CatalogProduct }) {
  const [chosen, setChosen] = useState<string>();
  // The server never sees the address's hash: hydration renders without it, then React renders again with it.
  const hash = useSyncExternalStore(
    subscribeToHash,
    () => window.location.hash,
    () => '',
  );
  const tab = chosen ?? (hash === REVIEWS_HASH ? 'reviews' : 'specifications');
  const t = useMessages(catalogMessages);
  useEffect(() => {
    if (hash === REVIEWS_HASH) document.getElementById('product-tabs')?.scrollIntoView();
  }, [hash]);
  return (
    <Tabs id="product-tabs" value={tab} onValueChange={setChosen} className="mt-10">
      <TabsList className="w-full justify-start overflow-x-auto sm:w-auto">
        <TabsTrigger value="specifications">{t('specifications')}</TabsTrigger>
        <TabsTrigger value="reviews">{t('reviewsTab', { count: product.reviewCount })}</TabsTrigger>
        <TabsTrigger value="warranty">{t('warrantyTab')}</TabsTrigger>
      </TabsList>
      <TabsContent value="specifications">
        <Specifications specifications={product.specifications} />
      </TabsContent>
      <TabsContent value="reviews">
        <ProductReviews product={product} />
      </TabsContent>
      <TabsContent value="warranty">
        <WarrantyInfo product={product} />
      </TabsContent>
    </Tabs>
  );
}
