import { formatKsh, groupThousands } from '@/shared/money';
import type { Sizing } from '@/shared/schemas/planner-answers';
import { useMessages } from '@/client/lib/i18n';
import { plannerMessages } from '../messages';

interface PlanSummaryProps {
  sizing: Sizing | undefined;
  /** The kit's total; undefined while there is none (no plan yet, or nothing in stock meets it). */
  total: string | undefined;
}

/**
 * The total and the four figures, held at the bottom of a phone's screen while the shopper edits the inputs above
 * the results (docs/product.md, "Solar planner"). Always the same height, so nothing above or below it moves when the
 * first appliance is added. Beside the results on a wide screen, it is not needed there.
 */
export function PlanSummary({ sizing, total }: PlanSummaryProps) {
  const t = useMessages(plannerMessages);
  const figures = [
    ['panels', t('figurePanels'), sizing && `${groupThousands(sizing.pvWatts)} W`],
    ['battery', t('figureBattery'), sizing && `${groupThousands(sizing.batteryWh)} Wh`],
    ['inverter', t('figureInverter'), sizing && `${groupThousands(sizing.inverterWatts)} W`],
    ['surge', t('figureSurge'), sizing && `${groupThousands(sizing.surgeWatts)} W`],
  ] as const;
  return (
    <section
      aria-label={t('summary')}
      data-print="hide"
      data-summary-bar=""
      className="sticky bottom-0 z-30 -mx-4 border-t bg-background/95 px-4 py-2 shadow-[0_-4px_12px_rgb(0_0_0/0.08)] backdrop-blur lg:hidden"
    >
      <div className="flex min-h-6 items-center justify-between gap-3 text-sm">
        {sizing ? (
          <>
            <span className="font-semibold">
              {t('summaryTotal')}: <span data-testid="summary-total">{total ? formatKsh(total) : '—'}</span>
            </span>
            {/* The shop's link colour: the brand orange on the bar's white is 2.1:1, under WCAG AA's 4.5:1 for text. */}
            <a href="#plan-kit" className="shrink-0 font-medium text-foreground underline underline-offset-2">
              {t('seeKit')}
            </a>
          </>
        ) : (
          <span className="truncate text-muted-foreground">{t('summaryEmpty')}</span>
        )}
      </div>
      <dl className="mt-1 grid grid-cols-4 gap-1 text-center">
        {figures.map(([figure, term, value]) => (
          <div key={figure} className="min-w-0">
            <dt className="truncate text-[11px] text-muted-foreground">{term}</dt>
            <dd className="truncate text-sm font-semibold" data-testid={`summary-${figure}`}>
              {value ?? '—'}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
