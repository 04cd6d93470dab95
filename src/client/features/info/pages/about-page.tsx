import { usePageTitle } from '@/client/lib/use-page-title';

export default function AboutPage() {
  usePageTitle('About');
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-bold">About</h1>
    </div>
  );
}
