// A plan lives in the page's address (docs/product.md, "Solar planner"): it can be shared, bookmarked and rendered
// by the server with its link preview. Its query is written by ./plan-query.ts.
import { DEFAULT_LOCALE, localized, type Locale } from '../locale';
import { formatKsh, groupThousands as number } from '../money';
import type { BatteryChemistry } from '../rating-kinds';
import { applianceSchema, plannerInputSchema, type ApplianceLine, type PlannerInput } from '../schemas/planner';
import type { Plan } from '../schemas/planner-answers';
import { PLANNER_LIMITS } from './limits';
import { countyBySlug, DEFAULT_COUNTY } from './counties';
import { encodePlan, SEPARATOR } from './plan-query';

export const PLANNER_PATH = '/planner';

/** The form's own view of a plan: every field present, numbers possibly not yet valid (shown inline). */
export interface PlanDraft {
  appliances: Required<ApplianceLine>[];
  county: string;
  autonomyDays: number;
  batteryChemistry: BatteryChemistry;
}

export const emptyDraft = (): PlanDraft => ({ appliances: [], county: DEFAULT_COUNTY, autonomyDays: 1, batteryChemistry: 'lithium' });

/** A number the schema accepts for the field, or NaN (an empty field the form points out): never 1e308 or "NaN". */
const readNumber = (schema: { safeParse(value: unknown): { success: boolean } }, text: string) => {
  const value = text.trim() === '' ? Number.NaN : Number(text);
  return schema.safeParse(value).success ? value : Number.NaN;
};

/** The first `max` characters of a text, not cutting a character in two. */
const cut = (text: string, max: number) => {
  let end = Math.min(text.length, max);
  if (end < text.length && /[\uD800-\uDBFF]/.test(text.charAt(end - 1))) end -= 1;
  return text.slice(0, end);
};

/**
 * Reads a plan from an address's query within the API's limits (`plannerInputSchema`), as the server renders it and
 * the form starts from it: at most PLANNER_LIMITS.maxAppliances lines, names cut to PLANNER_LIMITS.maxNameLength,
 * a number the schema refuses read as an empty field (for the form to point out), an unknown county, days or
 * battery as the default. Nothing else in the address reaches the page (docs/product.md, "The screen").
 */
export function decodePlan(search: string): PlanDraft {
  const params = new URLSearchParams(search);
  const fields = applianceSchema.shape;
  const appliances = params
    .getAll('a')
    .slice(0, PLANNER_LIMITS.maxAppliances)
    .map((value) => {
      // The four numbers are the last four fields; a line cut short lacks its last ones (read from the front), and a
      // name holding the separator takes the fields the numbers leave.
      const parts = value.split(SEPARATOR);
      const nameFields = Math.max(1, parts.length - 4);
      const [watts, quantity, hours, surge] = parts.slice(nameFields);
      return {
        name: cut(parts.slice(0, nameFields).join(SEPARATOR), PLANNER_LIMITS.maxNameLength),
        watts: watts === undefined ? Number.NaN : readNumber(fields.watts, watts),
        quantity: quantity === undefined ? 1 : readNumber(fields.quantity, quantity),
        hoursPerDay: hours === undefined ? Number.NaN : readNumber(fields.hoursPerDay, hours),
        surgeFactor: surge === undefined ? 1 : readNumber(fields.surgeFactor, surge),
      };
    });
  const { county, autonomyDays } = plannerInputSchema.shape;
  const days = autonomyDays.safeParse(Number(params.get('days') ?? 1));
  return {
    appliances,
    county: county.safeParse(params.get('county')).data ?? DEFAULT_COUNTY,
    autonomyDays: days.data ?? 1,
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
const MESSAGE_WORDS: Record<
  Locale,
  {
    hello: (count: number, county: string, days: number, lithium: boolean) => string;
    needs: (pv: string, battery: string, inverter: string, surge: string) => string;
    total: string;
    plan: string;
    nothing: string;
    kit: string;
  }
> = {
  en: {
    hello: (count, county, days, lithium) =>
      `Hello! I planned a solar kit for ${count} ${count === 1 ? 'appliance' : 'appliances'} in ${county} (${days} ${days === 1 ? 'day' : 'days'} of battery, ${lithium ? 'lithium' : 'lead-acid'}).`,
    needs: (pv, battery, inverter, surge) => `Needs: ${pv} W of panels, ${battery} Wh of battery, a ${inverter} W inverter (${surge} W surge).`,
    total: 'Total',
    plan: 'Plan',
    nothing: 'Nothing in stock met it yet: please advise.',
    kit: 'Kit:',
  },
  sw: {
    hello: (count, county, days, lithium) =>
      `Habari! Nimepanga mfumo wa sola wa ${count === 1 ? 'kifaa' : 'vifaa'} ${count} huko ${county} (betri ya siku ${days}, ${lithium ? 'lithium' : 'lead-acid'}).`,
    needs: (pv, battery, inverter, surge) => `Mahitaji: paneli za W ${pv}, betri ya Wh ${battery}, inverter ya W ${inverter} (surge W ${surge}).`,
    total: 'Jumla',
    plan: 'Mpango',
    nothing: 'Hakuna bidhaa zilizopo zinazotosheleza bado: tafadhali nishauri.',
    kit: 'Vifaa:',
  },
};

/** The WhatsApp message, in the screen's language: the key figures, the kit's lines, its wiring and total, and the plan's link. */
export function planMessage(input: PlannerInput, plan: Plan, link: string, locale: Locale = DEFAULT_LOCALE): string {
  const words = MESSAGE_WORDS[locale];
  const county = countyBySlug(input.county)?.name ?? input.county;
  const head = [
    words.hello(applianceCount(input), county, input.autonomyDays ?? 1, (input.batteryChemistry ?? 'lithium') === 'lithium'),
    words.needs(number(plan.pvWatts), number(plan.batteryWh), number(plan.inverterWatts), number(plan.surgeWatts)),
  ];
  const tail = plan.kit ? [`${words.total}: ${formatKsh(plan.kit.total)}`, `${words.plan}: ${link}`] : [words.nothing, `${words.plan}: ${link}`];
  const lines = plan.kit
    ? [
        '',
        words.kit,
        ...plan.kit.lines.map((line) => `${line.quantity} x ${localized(locale, line.name, line.nameSw)}`),
        // The panels' wiring in one line, as the server wrote it in the plan's language.
        ...plan.kit.wiringLines.slice(0, 1).map((line) => line.message),
        '',
      ]
    : [''];
  const full = [...head, ...lines, ...tail].join('\n');
  return full.length <= MAX_MESSAGE_LENGTH ? full : [...head, '', ...tail].join('\n');
}
