import { Calculator } from 'lucide-react';
import { Link } from 'wouter';
import { useMessages } from '@/client/lib/i18n';
import { homeMessages } from '../messages';

/** The way into the solar planner from the home page: most shoppers do not know what size of system they need. */
export function PlannerCallout() {
  const t = useMessages(homeMessages);
  return (
    <section aria-label={t('planner')} className="mx-auto max-w-7xl px-4">
      <Link to="/planner" className="flex items-center gap-3 rounded-lg border border-primary/40 bg-primary/10 p-4 hover:bg-primary/15">
        <Calculator aria-hidden="true" className="size-8 shrink-0 text-primary" />
        <span>
          <span className="block font-semibold">{t('plannerTitle')}</span>
          <span className="block text-sm text-muted-foreground">{t('plannerText')}</span>
        </span>
      </Link>
    </section>
  );
}
