import { usePageTitle } from '@/client/lib/use-page-title';

export default function ContactPage() {
  usePageTitle('Contact');
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-bold">Contact</h1>
    </div>
  );
}
