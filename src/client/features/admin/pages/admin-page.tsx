import { usePageTitle } from '@/client/lib/use-page-title';

export function AdminPage() {
  usePageTitle('Admin Dashboard');
  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <h1 className="text-3xl font-bold">Admin Dashboard</h1>
    </div>
  );
}
