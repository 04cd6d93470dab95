// A plan lives in the page's address (docs/product.md, "Solar planner"): it can be shared, bookmarked and rendered
// by the server with its link preview. One `a` parameter per appliance line, "name~watts~quantity~hours~surge".
import { DEFAULT_LOCALE, localized, type Locale } from '../locale';
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

/** The message's words, per language (the English are the shop's texts). */
const MESSAGE_WORDS: Record<Locale, {
  hello: (count: number, county: string, days: number, lithium: boolean) => string;
  needs: (pv: string, battery: string, inverter: string, surge: string) => string;
  total: string;
  plan: string;
  nothing: string;
  kit: string;
}> = {
  en: {
    hello: (count, county, days, lithium) =>
      `Hello! I planned a solar kit for ${count} appliances in ${county} (${days} ${days === 1 ? 'day' : 'days'} of battery, ${lithium ? 'lithium' : 'lead-acid'}).`,
    needs: (pv, battery, inverter, surge) => `Needs: ${pv} W of panels, ${battery} Wh of battery, a ${inverter} W inverter (${surge} W surge).`,
    total: 'Total',
    plan: 'Plan',
    nothing: 'Nothing in stock met it yet: please advise.',
    kit: 'Kit:',
  },
  sw: {
    hello: (count, county, days, lithium) =>
      `Habari! Nimepanga mfumo wa sola wa vifaa ${count} huko ${county} (betri ya siku ${days}, ${lithium ? 'lithium' : 'lead-acid'}).`,
    needs: (pv, battery, inverter, surge) => `Mahitaji: paneli za W ${pv}, betri ya Wh ${battery}, inverter ya W ${inverter} (surge W ${surge}).`,
    total: 'Jumla',
    plan: 'Mpango',
    nothing: 'Hakuna bidhaa zilizopo zinazotosheleza bado: tafadhali nishauri.',
    kit: 'Vifaa:',
  },
};

/** The WhatsApp message, in the screen's language: the key figures, the kit's lines and total, and the plan's link. */
export function planMessage(input: PlannerInput, plan: Plan, link: string, locale: Locale = DEFAULT_LOCALE): string {
  const words = MESSAGE_WORDS[locale];
  const county = countyBySlug(input.county)?.name ?? input.county;
  const head = [
    words.hello(applianceCount(input), county, input.autonomyDays ?? 1, (input.batteryChemistry ?? 'lithium') === 'lithium'),
    words.needs(number(plan.pvWatts), number(plan.batteryWh), number(plan.inverterWatts), number(plan.surgeWatts)),
  ];
  const tail = plan.kit ? [`${words.total}: ${formatKsh(plan.kit.total)}`, `${words.plan}: ${link}`] : [words.nothing, `${words.plan}: ${link}`];
  const lines = plan.kit ? ['', words.kit, ...plan.kit.lines.map((line) => `${line.quantity} x ${localized(locale, line.name, line.nameSw)}`), ''] : [''];
  const full = [...head, ...lines, ...tail].join('\n');
  return full.length <= MAX_MESSAGE_LENGTH ? full : [...head, '', ...tail].join('\n');
}
