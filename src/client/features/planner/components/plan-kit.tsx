import { Printer, ShoppingCart } from 'lucide-react';
import { Link } from 'wouter';
import { formatKsh, groupThousands as number } from '@/shared/money';
import type { KitRole, Plan } from '@/shared/schemas/planner';
import { WhatsAppIcon } from '@/client/components/brand-icons';
import { Button } from '@/client/components/ui/button';

const ROLE_LABELS: Record<KitRole, string> = {
  panel: 'Panels',
  battery: 'Batteries',
  inverter: 'Inverter',
  charge_controller: 'Charge controller',
  power_station: 'Power station',
  pv_cable: 'PV cable',
  mc4_connectors: 'Connectors',
  dc_breaker: 'DC breaker',
  surge_protection: 'Surge protection',
  mounting: 'Mounting',
};

interface PlanKitProps {
  plan: Plan | undefined;
  updating: boolean;
  failed: boolean;
  whatsappHref: string | undefined;
  adding: boolean;
  onAddToCart(): void;
}

/** The kit the server found for the plan, its total and what it gives, with the plan's three actions. */
export function PlanKit({ plan, updating, failed, whatsappHref, adding, onAddToCart }: PlanKitProps) {
  const whatsapp = whatsappHref && (
    <Button asChild variant="whatsapp" className="w-full sm:w-auto">
      <a href={whatsappHref} target="_blank" rel="noopener noreferrer">
        <WhatsAppIcon className="size-4" /> Send plan on WhatsApp
      </a>
    </Button>
  );
  if (failed) return <p className="text-sm text-destructive">The kit could not be priced just now. Please try again in a moment.</p>;
  if (!plan) return <p className="text-sm text-muted-foreground">Add an appliance to see the kit for it.</p>;
  const { kit } = plan;
  return (
    <div className="space-y-4" aria-busy={updating}>
      {kit ? (
        <>
          <ul className="divide-y rounded-lg border" aria-label="Kit lines">
            {kit.lines.map((line) => (
              <li key={line.productId} className="flex items-start justify-between gap-3 p-3 text-sm">
                <div className="min-w-0">
                  <p className="text-xs uppercase tracking-wide text-muted-foreground">{ROLE_LABELS[line.role]}</p>
                  <Link to={`/products/${line.slug}`} className="font-medium hover:underline">
                    {line.quantity} x {line.name}
                  </Link>
                </div>
                <span className="shrink-0 font-medium">{formatKsh(line.lineTotal)}</span>
              </li>
            ))}
          </ul>
          <p className="flex justify-between text-lg font-semibold">
            <span>Kit total</span>
            <span data-testid="kit-total">{formatKsh(kit.total)}</span>
          </p>
          <p className="text-sm text-muted-foreground">
            This kit gives {number(kit.provides.pvWatts)} W of panels, {number(kit.provides.batteryWh)} Wh of battery and a {number(kit.provides.inverterWatts)} W supply (
            {number(kit.provides.surgeWatts)} W surge).
          </p>
        </>
      ) : (
        <p role="status" className="rounded-lg border border-destructive p-3 text-sm">
          No kit from our stock meets this plan, and we will not sell one that falls short. Send us the plan on WhatsApp and our team will size a system
          for you.
        </p>
      )}
      {plan.notes.length > 0 && (
        <ul className="list-disc space-y-1 pl-5 text-sm text-muted-foreground" aria-label="Notes">
          {plan.notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      )}
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap" data-print="hide">
        {kit && (
          <Button className="w-full sm:w-auto" disabled={adding || updating} onClick={onAddToCart}>
            <ShoppingCart /> {adding ? 'Adding...' : 'Add kit to cart'}
          </Button>
        )}
        {whatsapp}
        <Button variant="outline" className="w-full sm:w-auto" onClick={() => window.print()}>
          <Printer /> Print / save as PDF
        </Button>
      </div>
    </div>
  );
}
