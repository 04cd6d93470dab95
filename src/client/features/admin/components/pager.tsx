import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@/client/components/ui/button';

/** Previous / next through an admin list's pages; nothing when everything fits on one. */
export function Pager({
  page,
  pageSize,
  total,
  onPage,
  label,
}: {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  label: string;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <nav aria-label={label} className="mt-4 flex items-center justify-end gap-3 text-sm">
      <Button variant="outline" size="sm" onClick={() => onPage(page - 1)} disabled={page <= 1}>
        <ChevronLeft aria-hidden="true" /> Previous
      </Button>
      <span aria-live="polite">
        Page {Math.min(page, pages)} of {pages}
      </span>
      <Button variant="outline" size="sm" onClick={() => onPage(page + 1)} disabled={page >= pages}>
        Next <ChevronRight aria-hidden="true" />
      </Button>
    </nav>
  );
}
