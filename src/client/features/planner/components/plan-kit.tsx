import { localized } from '@/shared/locale';
import { Printer, ShoppingCart } from 'lucide-react';
import { Link } from 'wouter';
import { formatKsh, groupThousands as number } from '@/shared/money';
import type { Plan } from '@/shared/schemas/planner-answers';
import { WhatsAppIcon } from '@/client/components/brand-icons';
import { Button } from '@/client/components/ui/button';
import { useCodeText, useMessages } from '@/client/lib/i18n';
import { plannerMessages } from '../messages';

interface PlanKitProps {
  plan: Plan | undefined;
  updating: boolean;
  failed: boolean;
  whatsappHref: string | undefined;
  adding: boolean;
  onAddToCart(): void;
}

/** The kit the server found for the plan, why each line is in it, its total and what it gives, with the plan's three actions. */
export function PlanKit({ plan, updating, failed, whatsappHref, adding, onAddToCart }: PlanKitProps) {
  const t = useMessages(plannerMessages);
  // The plan's notes are message codes with their figures.
  const text = useCodeText();
  const whatsapp = whatsappHref && (
    <Button asChild variant="whatsapp" className="w-full sm:w-auto">
      <a href={whatsappHref} target="_blank" rel="noopener noreferrer">
        <WhatsAppIcon className="size-4" /> {t('sendOnWhatsApp')}
      </a>
    </Button>
  );
  if (failed) return <p className="text-sm text-destructive">{t('priceFailed')}</p>;
  if (!plan) return <p className="text-sm text-muted-foreground">{t('addToSeeKit')}</p>;
  const { kit } = plan;
  return (
    <div className="space-y-4" aria-busy={updating}>
      {kit ? (
        <>
          <ul className="divide-y rounded-lg border" aria-label={t('kitLines')}>
            {kit.lines.map((line) => (
              <li key={line.productId} className="flex items-start justify-between gap-3 p-3 text-sm">
                <div className="min-w-0">
                  <p className="text-xs uppercase tracking-wide text-muted-foreground">{t(`role_${line.role}`)}</p>
                  <Link to={`/products/${line.slug}`} className="font-medium hover:underline">
                    {line.quantity} x {localized(t.locale, line.name, line.nameSw)}
                  </Link>
                  <p className="text-xs text-muted-foreground">{t(`reason_${line.role}`)}</p>
                </div>
                <span className="shrink-0 font-medium">{formatKsh(line.lineTotal)}</span>
              </li>
            ))}
          </ul>
          <p className="flex justify-between text-lg font-semibold">
            <span>{t('kitTotal')}</span>
            <span data-testid="kit-total">{formatKsh(kit.total)}</span>
          </p>
          <section aria-labelledby="kit-wiring" className="rounded-lg border p-3 text-sm">
            <h3 id="kit-wiring" className="mb-1 font-semibold">
              {t('wiringTitle')}
            </h3>
            <ul className="list-disc space-y-1 pl-5" data-testid="kit-wiring">
              {[...kit.wiringLines, ...kit.separately].map((line) => (
                <li key={line.message}>{text(line.code ?? line.message, line.params)}</li>
              ))}
            </ul>
          </section>
          <p className="text-sm text-muted-foreground">
            {t('kitGives', {
              pv: number(kit.provides.pvWatts),
              battery: number(kit.provides.batteryWh),
              inverter: number(kit.provides.inverterWatts),
              surge: number(kit.provides.surgeWatts),
            })}
          </p>
        </>
      ) : (
        <p role="status" className="rounded-lg border border-destructive p-3 text-sm">
          {t('noKit')}
        </p>
      )}
      {plan.notes.length > 0 && (
        <ul className="list-disc space-y-1 pl-5 text-sm text-muted-foreground" aria-label={t('notes')}>
          {plan.notes.map((note) => (
            <li key={note.code ?? note.message}>{text(note.code ?? note.message, note.params)}</li>
          ))}
        </ul>
      )}
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap" data-print="hide">
        {kit && (
          <Button className="w-full sm:w-auto" disabled={adding || updating} onClick={onAddToCart}>
            <ShoppingCart /> {adding ? t('adding') : t('addKitToCart')}
          </Button>
        )}
        {whatsapp}
        <Button variant="outline" className="w-full sm:w-auto" onClick={() => window.print()}>
          <Printer /> {t('print')}
        </Button>
      </div>
    </div>
  );
}
