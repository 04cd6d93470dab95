import { usePageTitle } from '@/client/lib/use-page-title';

export function ProductDetailPage() {
  usePageTitle('Product');
  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <h1 className="text-3xl font-bold">Product</h1>
    </div>
  );
}
