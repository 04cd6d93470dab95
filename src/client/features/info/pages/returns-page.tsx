import { usePageTitle } from '@/client/lib/use-page-title';

export default function ReturnsPage() {
  usePageTitle('Return Policy');
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-bold">Return Policy</h1>
    </div>
  );
}
