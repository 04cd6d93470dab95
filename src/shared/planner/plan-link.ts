// A plan lives in the page's address (docs/product.md, "Solar planner"): it can be shared, bookmarked and rendered
// by the server with its link preview. One `a` parameter per appliance line, "name~watts~quantity~hours~surge".
import { formatKsh, groupThousands as number } from '../money';
import type { BatteryChemistry } from '../schemas/ratings';
import type { ApplianceLine, Plan, PlannerInput } from '../schemas/planner';
import { countyBySlug, DEFAULT_COUNTY } from './counties';

export const PLANNER_PATH = '/planner';
const SEPARATOR = '~';

/** The form's own view of a plan: every field present, numbers possibly not yet valid (shown inline). */
export interface PlanDraft {
  appliances: Required<ApplianceLine>[];
  county: string;
  autonomyDays: number;
  batteryChemistry: BatteryChemistry;
}

export const emptyDraft = (): PlanDraft => ({ appliances: [], county: DEFAULT_COUNTY, autonomyDays: 1, batteryChemistry: 'lithium' });

export function encodePlan(draft: PlanDraft): string {
  const params = new URLSearchParams();
  for (const line of draft.appliances) {
    const name = line.name.replaceAll(SEPARATOR, '-');
    params.append('a', [name, line.watts, line.quantity, line.hoursPerDay, line.surgeFactor].join(SEPARATOR));
  }
  params.set('county', draft.county);
  if (draft.autonomyDays !== 1) params.set('days', String(draft.autonomyDays));
  if (draft.batteryChemistry !== 'lithium') params.set('battery', draft.batteryChemistry);
  return params.toString();
}

/** Reads a plan from an address's query; what is not a valid value stays as it is, for the form to point out. */
export function decodePlan(search: string): PlanDraft {
  const params = new URLSearchParams(search);
  const appliances = params.getAll('a').map((value) => {
    const parts = value.split(SEPARATOR);
    const [watts, quantity, hours, surge] = parts.slice(-4).map((part) => (part.trim() === '' ? Number.NaN : Number(part)));
    return {
      name: parts.length > 4 ? parts.slice(0, -4).join(SEPARATOR) : (parts[0] ?? ''),
      watts: watts ?? Number.NaN,
      quantity: quantity ?? 1,
      hoursPerDay: hours ?? Number.NaN,
      surgeFactor: surge ?? 1,
    };
  });
  const days = params.get('days');
  return {
    appliances,
    county: params.get('county') ?? DEFAULT_COUNTY,
    autonomyDays: days === null ? 1 : Number(days),
    batteryChemistry: params.get('battery') === 'lead_acid' ? 'lead_acid' : 'lithium',
  };
}

export const planPath = (draft: PlanDraft) => `${PLANNER_PATH}?${encodePlan(draft)}`;

export const applianceCount = (input: Pick<PlannerInput, 'appliances'>) => input.appliances.reduce((sum, line) => sum + line.quantity, 0);

/** The link preview's title: "Solar kit for 6 appliances — KSh 312,400". */
export function planTitle(input: Pick<PlannerInput, 'appliances'>, plan: Pick<Plan, 'kit'> | undefined): string {
  const count = applianceCount(input);
  const appliances = `${count} ${count === 1 ? 'appliance' : 'appliances'}`;
  return plan?.kit ? `Solar kit for ${appliances} — ${formatKsh(plan.kit.total)}` : `Solar plan for ${appliances}`;
}

// WhatsApp opens long texts, but a message past a couple of thousand characters is cut by some phones' link
// handlers: the kit's lines go first when the message would be longer, since the link carries the whole plan.
export const MAX_MESSAGE_LENGTH = 1500;

/** The WhatsApp message: the key figures, the kit's lines and total, and the plan's link. */
export function planMessage(input: PlannerInput, plan: Plan, link: string): string {
  const county = countyBySlug(input.county)?.name ?? input.county;
  const days = input.autonomyDays ?? 1;
  const head = [
    `Hello! I planned a solar kit for ${applianceCount(input)} appliances in ${county} (${days} ${days === 1 ? 'day' : 'days'} of battery, ${(input.batteryChemistry ?? 'lithium') === 'lithium' ? 'lithium' : 'lead-acid'}).`,
    `Needs: ${number(plan.pvWatts)} W of panels, ${number(plan.batteryWh)} Wh of battery, a ${number(plan.inverterWatts)} W inverter (${number(plan.surgeWatts)} W surge).`,
  ];
  const tail = plan.kit ? [`Total: ${formatKsh(plan.kit.total)}`, `Plan: ${link}`] : ['Nothing in stock met it yet: please advise.', `Plan: ${link}`];
  const lines = plan.kit ? ['', 'Kit:', ...plan.kit.lines.map((line) => `${line.quantity} x ${line.name}`), ''] : [''];
  const full = [...head, ...lines, ...tail].join('\n');
  return full.length <= MAX_MESSAGE_LENGTH ? full : [...head, '', ...tail].join('\n');
}
