import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { phoneText } from '@/shared/phone';
import type { Product, Review } from '@/shared/schemas/catalog';
import { Skeleton } from '@/client/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/client/components/ui/tabs';
import { REFUND_TIME, RETURN_WINDOWS, WARRANTY_PERIODS } from '@/client/features/info/policies';
import { shopSettings } from '@/client/lib/shop-settings';
import { reviewsQuery } from '../api';
import { StarRating } from './star-rating';

// Made on first use, not when the page's code loads: the Reviews tab is rarely the one open.
let dateFormat: Intl.DateTimeFormat | undefined;
const formatReviewDate = (iso: string) =>
  (dateFormat ??= new Intl.DateTimeFormat('en-KE', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Africa/Nairobi' })).format(new Date(iso));

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

function Reviews({ reviews }: { reviews: Review[] | undefined }) {
  if (!reviews) return <Skeleton className="h-24 w-full" />;
  if (reviews.length === 0) return <p className="text-muted-foreground">No reviews yet. Be the first to review this product!</p>;
  return (
    <div className="space-y-4">
      <p className="font-medium">
        {reviews.length} {reviews.length === 1 ? 'review' : 'reviews'}
      </p>
      <ul className="space-y-4">
        {reviews.map((review) => (
          <li key={review.id} className="rounded-lg border p-4">
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <StarRating rating={review.rating} />
              <span className="text-sm font-medium">{review.authorName}</span>
              <time dateTime={review.createdAt} className="text-xs text-muted-foreground">
                {formatReviewDate(review.createdAt)}
              </time>
            </div>
            {review.comment && <p className="mt-2 text-sm text-muted-foreground">{review.comment}</p>}
          </li>
        ))}
      </ul>
    </div>
  );
}

function WarrantyInfo({ product }: { product: Product }) {
  const ownWarranty = product.specifications.Warranty;
  return (
    <div className="space-y-5 text-sm">
      <section>
        <h3 className="mb-2 font-semibold">Warranty coverage</h3>
        {ownWarranty && <p className="mb-2">This product: {ownWarranty} manufacturer warranty.</p>}
        <ul className="list-disc space-y-1 pl-5 text-muted-foreground">
          {WARRANTY_PERIODS.map((item) => (
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
          {RETURN_WINDOWS.map((item) => (
            <li key={item.reason}>
              {item.reason}: report within {item.window}
            </li>
          ))}
        </ul>
        <p className="mt-2 text-muted-foreground">
          Approved refunds are paid within {REFUND_TIME}.{' '}
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

export function ProductTabs({ product }: { product: Product }) {
  const { data: reviews } = useQuery(reviewsQuery(product.slug));
  return (
    <Tabs defaultValue="specifications" className="mt-10">
      <TabsList className="w-full justify-start overflow-x-auto sm:w-auto">
        <TabsTrigger value="specifications">Specifications</TabsTrigger>
        <TabsTrigger value="reviews">Reviews{reviews ? ` (${reviews.length})` : ''}</TabsTrigger>
        <TabsTrigger value="warranty">Warranty Info</TabsTrigger>
      </TabsList>
      <TabsContent value="specifications">
        <Specifications specifications={product.specifications} />
      </TabsContent>
      <TabsContent value="reviews">
        <Reviews reviews={reviews} />
      </TabsContent>
      <TabsContent value="warranty">
        <WarrantyInfo product={product} />
      </TabsContent>
    </Tabs>
  );
}
