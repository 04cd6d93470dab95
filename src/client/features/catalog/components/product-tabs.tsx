import { useEffect, useState, useSyncExternalStore } from 'react';
import { Link } from 'wouter';
import { phoneText } from '@/shared/phone';
import type { CatalogProduct, Product } from '@/shared/schemas/catalog';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/client/components/ui/tabs';
import { usePolicies } from '@/client/features/info/policies';
import { REVIEWS_HASH } from '@/client/features/reviews/api';
import { ProductReviews } from '@/client/features/reviews/product-reviews';
import { shopSettings } from '@/client/lib/shop-settings';


function subscribeToHash(onChange: () => void) {
  window.addEventListener('hashchange', onChange);
  return () => window.removeEventListener('hashchange', onChange);
}

function Specifications({ specifications }: { specifications: Product['specifications'] }) {
  const entries = Object.entries(specifications);
  if (entries.length === 0) return <p className="text-muted-foreground">No specifications available.</p>;
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

function WarrantyInfo({ product }: { product: Product }) {
  const ownWarranty = product.specifications.Warranty;
  const { warrantyPeriods, returnWindows, refundTime } = usePolicies();
  return (
    <div className="space-y-5 text-sm">
      <section>
        <h3 className="mb-2 font-semibold">Warranty coverage</h3>
        {ownWarranty && <p className="mb-2">This product: {ownWarranty} manufacturer warranty.</p>}
        <ul className="list-disc space-y-1 pl-5 text-muted-foreground">
          {warrantyPeriods.map((item) => (
            <li key={item.product}>
              {item.product}: {item.period}
            </li>
          ))}
        </ul>
        <p className="mt-2 text-muted-foreground">
          Covers manufacturing defects under normal use. Keep your receipt and order number.{' '}
          <Link to="/warranty" className="text-foreground underline">
            Warranty Policy
          </Link>
        </p>
      </section>
      <section>
        <h3 className="mb-2 font-semibold">Return policy</h3>
        <ul className="list-disc space-y-1 pl-5 text-muted-foreground">
          {returnWindows.map((item) => (
            <li key={item.reason}>
              {item.reason}: report within {item.window}
            </li>
          ))}
        </ul>
        <p className="mt-2 text-muted-foreground">
          Approved refunds are paid within {refundTime}.{' '}
          <Link to="/returns" className="text-foreground underline">
            Return Policy
          </Link>
        </p>
      </section>
      <section>
        <h3 className="mb-2 font-semibold">Support</h3>
        <p className="text-muted-foreground">
          Our technicians help with sizing, installation and troubleshooting. Call {phoneText(shopSettings.phones[0])} or{' '}
          {phoneText(shopSettings.phones[1])}, WhatsApp {phoneText(shopSettings.whatsappNumber)}, or e-mail {shopSettings.salesEmail}.
        </p>
      </section>
    </div>
  );
}

export function ProductTabs({ product }: { product: CatalogProduct }) {
  const [chosen, setChosen] = useState<string>();
  // The server never sees the address's hash: hydration renders without it, then React renders again with it.
  const hash = useSyncExternalStore(subscribeToHash, () => window.location.hash, () => '');
  const tab = chosen ?? (hash === REVIEWS_HASH ? 'reviews' : 'specifications');
  useEffect(() => {
    if (hash === REVIEWS_HASH) document.getElementById('product-tabs')?.scrollIntoView();
  }, [hash]);
  return (
    <Tabs id="product-tabs" value={tab} onValueChange={setChosen} className="mt-10 scroll-mt-20">
      <TabsList className="w-full justify-start overflow-x-auto sm:w-auto">
        <TabsTrigger value="specifications">Specifications</TabsTrigger>
        <TabsTrigger value="reviews">Reviews ({product.reviewCount})</TabsTrigger>
        <TabsTrigger value="warranty">Warranty Info</TabsTrigger>
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
