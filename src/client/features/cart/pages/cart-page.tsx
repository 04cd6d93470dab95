import { usePageTitle } from '@/client/lib/use-page-title';

export function CartPage() {
  usePageTitle('Shopping Cart');
  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <h1 className="text-3xl font-bold">Shopping Cart</h1>
    </div>
  );
}
