import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Sun } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { localePath } from '@/shared/locale';
import { formatKsh, groupThousands } from '@/shared/money';
import { COUNTIES_BY_NAME, countyBySlug, type County } from '@/shared/planner/counties';
import { decodePlan, planMessage, planPath, type PlanDraft } from '@/shared/planner/plan-link';
import { size, type Conditions } from '@/shared/planner/sizing';
import { PLANNER_LIMITS } from '@/shared/planner/limits';
import { plannerInputSchema, type PlannerRequest } from '@/shared/schemas/planner';
import type { Sizing } from '@/shared/schemas/planner-answers';
import { whatsappUrl } from '@/shared/whatsapp';
import { TitledCard } from '@/client/components/ui/card';
import { Label } from '@/client/components/ui/input';
import { NativeSelect } from '@/client/components/ui/native-select';
import { useAuth } from '@/client/features/auth/api';
import { translator, useCodeText, useLocale, useMessages } from '@/client/lib/i18n';
import { useDebounced } from '@/client/lib/use-debounced';
import { useNavigate, useSearchParams } from '@/client/lib/navigation';
import { shopSettings } from '@/client/lib/shop-settings';
import type { Prefetch } from '@/client/lib/ssr';
import { usePageTitle } from '@/client/lib/use-page-title';
import { countiesQuery, planQuery, useAddKitToCart } from '../api';
import { ApplianceLines } from '../components/appliance-lines';
import { PlanKit } from '../components/plan-kit';
import { PlanSummary } from '../components/plan-summary';
import { PrintHeader } from '../components/print-header';
import { Stepper } from '../components/stepper';
import { plannerMessages } from '../messages';
import { askedToAddAfterSignIn, rememberAddAfterSignIn, rememberPlan } from '../plan-memory';
import { climateSourceText, plainReasonTexts, planTitleText, sizingReasonTexts } from '../plan-texts';

// The kit is asked for once typing pauses: the figures above it follow every keystroke from the shared module.
const KIT_DELAY_MS = 300;
const ADD_PARAM = 'add';

// A draft is never changed in place (each edit makes a new one), so its check is kept with it: the debounced copy the
// kit is asked for is the same object, checked once, on the first render too.
const checks = new WeakMap<PlanDraft, ReturnType<typeof plannerInputSchema.safeParse>>();
const valid = (draft: PlanDraft) => {
  let check = checks.get(draft);
  if (!check) checks.set(draft, (check = plannerInputSchema.safeParse(draft)));
  return check;
};

export const prefetch: Prefetch = async ({ queryClient, url, locale }) => {
  const t = translator(locale, plannerMessages);
  const draft = decodePlan(url.search);
  const parsed = valid(draft);
  // The counties' figures as the planner uses them (an override's included), so the page sizes as the server does.
  await queryClient.fetchQuery(countiesQuery).catch(() => undefined);
  const plan = parsed.success ? await queryClient.fetchQuery(planQuery(parsed.data)).catch(() => undefined) : undefined;
  // Its figures written as the page writes them ("4,017 W").
  const described =
    parsed.success && plan
      ? t('needs', { pv: groupThousands(plan.pvWatts), battery: groupThousands(plan.batteryWh), inverter: groupThousands(plan.inverterWatts) })
      : undefined;
  return {
    head: {
      // Counted from the plan as the API reads it: a line the schema refuses never titles a link preview ("NaN appliances").
      title: parsed.success ? planTitleText(t, parsed.data, plan) : t('title'),
      description: described ?? t('description'),
      canonicalPath: draft.appliances.length ? planPath(draft) : '/planner',
    },
  };
};

type Chemistry = PlanDraft['batteryChemistry'];

/** Lithium or lead-acid: two radio buttons side by side. */
function BatteryChoice({ value, onChange }: { value: Chemistry; onChange(value: Chemistry): void }) {
  const t = useMessages(plannerMessages);
  return (
    <fieldset className="space-y-1.5">
      <legend className="text-sm font-medium">{t('batteryType')}</legend>
      <div className="flex gap-4 text-sm">
        {(['lithium', 'lead_acid'] as const).map((chemistry) => (
          <label key={chemistry} className="flex items-center gap-2">
            <input
              type="radio"
              name="planner-battery"
              className="size-4 accent-primary"
              checked={value === chemistry}
              onChange={() => onChange(chemistry)}
            />
            {t(chemistry === 'lithium' ? 'lithiumOption' : 'leadAcidOption')}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

type Figure = 'panels' | 'battery' | 'inverter' | 'surge';
// The formula lines in the order sizingReasonTexts gives them: running load, daily energy, then the four figures.
const FORMULA_FIGURES: (Figure | undefined)[] = [undefined, undefined, 'panels', 'battery', 'inverter', 'surge'];

/** Each figure's reason in plain words first, then the rule that gave it (docs/product.md, "Solar planner"). */
function WhyLines({ sizing, input }: { sizing: Sizing; input: Conditions }) {
  const t = useMessages(plannerMessages);
  const plain = plainReasonTexts(t, input);
  return (
    <ul className="mt-4 space-y-2 text-sm" aria-label={t('why')}>
      {sizingReasonTexts(t, sizing, input).map((formula, at) => {
        const figure = FORMULA_FIGURES[at];
        return (
          <li key={formula}>
            {figure && <span className="block">{plain[figure]}</span>}
            <span className="block text-xs text-muted-foreground">{formula}</span>
          </li>
        );
      })}
    </ul>
  );
}

/** The county's figures the plan is sized with, where they come from and how sure they are; printed with the plan. */
function ClimateLines({ county }: { county: County }) {
  const t = useMessages(plannerMessages);
  return (
    <section className="mt-4 space-y-1 border-t pt-3 text-sm" aria-label={t('climateTitle', { county: county.name })} data-testid="climate-source">
      <p className="font-medium">{t('climateTitle', { county: county.name })}</p>
      <p>{t('sunHours', { hours: county.peakSunHours, hot: county.hotDayC, low: county.recordLowC })}</p>
      <p className="text-xs text-muted-foreground">{t('climateSun', { source: climateSourceText(t, county.sun) })}</p>
      <p className="text-xs text-muted-foreground">{t('climateTemperature', { source: climateSourceText(t, county.temperature) })}</p>
    </section>
  );
}

/**
 * The kit's total told to a screen reader, politely, each time it settles on a new figure after an edit: not at every
 * keystroke (the kit is asked for once typing pauses, and a total still being fetched is not told), nor on arrival.
 */
function KitTotalNews({ total, updating }: { total: string | undefined; updating: boolean }) {
  const t = useMessages(plannerMessages);
  const told = useRef(total);
  const [news, setNews] = useState<string>();
  useEffect(() => {
    if (updating || total === undefined || total === told.current) return;
    told.current = total;
    setNews(total);
  }, [total, updating]);
  return (
    <p role="status" className="sr-only" data-testid="kit-total-news">
      {news && t('kitTotalNow', { total: formatKsh(news) })}
    </p>
  );
}

export function PlannerPage() {
  const [params] = useSearchParams();
  const [draft, setDraft] = useState(() => decodePlan(params.toString()));
  const pendingAdd = useRef(params.get(ADD_PARAM) === '1');
  const { user } = useAuth();
  const navigate = useNavigate();
  const t = useMessages(plannerMessages);
  // The schema's messages are English texts.
  const text = useCodeText();
  const locale = useLocale();

  // The address always holds the whole plan, so it can be shared, bookmarked or reloaded (in the page's language).
  useEffect(() => {
    const path = localePath(locale, planPath(draft));
    if (window.location.pathname + window.location.search !== path) window.history.replaceState(window.history.state, '', path);
  }, [draft, locale]);

  const live = useMemo(() => valid(draft), [draft]);
  const errors = useMemo(() => new Map((live.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message])), [live]);
  const settled = useDebounced(draft, KIT_DELAY_MS);
  const request = useMemo(() => {
    const parsed = valid(settled);
    return parsed.success ? parsed.data : undefined;
  }, [settled]);
  const plan = useQuery({ ...planQuery(request as PlannerRequest), enabled: !!request, placeholderData: keepPreviousData });
  const counties = useQuery(countiesQuery);
  // The server's figures for a county (an override wins), the data file's until they are here.
  const figuresOf = (slug: string) => counties.data?.find((entry) => entry.slug === slug) ?? countyBySlug(slug);
  const chosen = live.success ? figuresOf(live.data.county) : undefined;
  const conditions = live.success && chosen ? { ...live.data, peakSunHours: chosen.peakSunHours, hotDayC: chosen.hotDayC } : undefined;
  const sizing = conditions ? size(conditions) : undefined;
  const current = live.success && plan.data ? plan.data : undefined;
  const updating = live.success && (draft !== settled || plan.isFetching);
  const link = shopSettings.publicUrl + localePath(locale, planPath(draft));
  usePageTitle(live.success ? planTitleText(t, live.data, current) : t('title'));

  const addKit = useAddKitToCart({
    onAdded: () => {
      rememberPlan(link, t('planNotesLine', { link }));
      navigate('/cart');
    },
  });
  const addToCart = () => {
    if (!current?.kit) return;
    if (user) addKit.mutate(current.kit);
    else {
      rememberAddAfterSignIn(planPath(draft));
      navigate(`/login?next=${encodeURIComponent(`${planPath(draft)}&${ADD_PARAM}=1`)}`);
    }
  };
  // Back from signing in for "Add kit to cart": add it once the kit for the same plan is here, when this tab asked.
  useEffect(() => {
    if (!pendingAdd.current || !user || !current?.kit || updating) return;
    pendingAdd.current = false;
    if (askedToAddAfterSignIn(planPath(draft))) addKit.mutate(current.kit);
  }, [user, current, updating, addKit, draft]);

  const setField = <K extends keyof PlanDraft>(key: K, value: PlanDraft[K]) => setDraft((before) => ({ ...before, [key]: value }));
  const county = figuresOf(draft.county);

  return (
    <div className="mx-auto max-w-5xl px-4 py-6 sm:py-10">
      <PrintHeader link={link} />
      <div className="mb-6 space-y-2">
        <h1 className="flex items-center gap-2 text-2xl font-bold sm:text-3xl">
          <Sun aria-hidden="true" className="size-7 text-primary" /> {t('title')}
        </h1>
        <p className="text-muted-foreground">{t('intro')}</p>
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <div className="space-y-6">
          <TitledCard title={t('whatToPower')}>
            <ApplianceLines lines={draft.appliances} errors={errors} onChange={(appliances) => setField('appliances', appliances)} />
            {errors.get('appliances') && draft.appliances.length > 0 && (
              <p role="alert" className="mt-2 text-sm text-destructive">
                {text(errors.get('appliances')!)}
              </p>
            )}
          </TitledCard>
          <TitledCard title={t('whereAndHowLong')} contentClassName="space-y-4">
            <div className="space-y-1.5">
              <Label htmlFor="planner-county">{t('county')}</Label>
              <NativeSelect
                id="planner-county"
                value={draft.county}
                aria-invalid={errors.has('county')}
                onChange={(event) => setField('county', event.target.value)}
              >
                {!county && <option value={draft.county}>{t('chooseCounty')}</option>}
                {COUNTIES_BY_NAME.map((entry) => (
                  <option key={entry.slug} value={entry.slug}>
                    {entry.name}
                  </option>
                ))}
              </NativeSelect>
              {errors.get('county') ? (
                <p role="alert" className="text-sm text-destructive">
                  {text(errors.get('county')!)}
                </p>
              ) : (
                county && (
                  <p className="text-xs text-muted-foreground">
                    {t('sunHours', { hours: county.peakSunHours, hot: county.hotDayC, low: county.recordLowC })}
                  </p>
                )
              )}
            </div>
            <div className="space-y-1.5">
              <Label htmlFor="planner-days">{t('autonomyDays')}</Label>
              <Stepper
                id="planner-days"
                label={t('autonomyDaysStepper')}
                value={draft.autonomyDays}
                step={1}
                min={1}
                max={PLANNER_LIMITS.maxAutonomyDays}
                invalid={errors.has('autonomyDays')}
                onChange={(days) => setField('autonomyDays', days)}
              />
              {errors.get('autonomyDays') && (
                <p id="planner-days-error" role="alert" className="text-sm text-destructive">
                  {text(errors.get('autonomyDays')!)}
                </p>
              )}
            </div>
            <BatteryChoice value={draft.batteryChemistry} onChange={(chemistry) => setField('batteryChemistry', chemistry)} />
          </TitledCard>
          <PlanSummary sizing={sizing} total={current?.kit?.total} />
        </div>
        <div className="space-y-6">
          <TitledCard title={t('whatYouNeed')}>
            {sizing && conditions && chosen ? (
              <>
                <dl className="grid grid-cols-2 gap-3" aria-label={t('figures')}>
                  {(
                    [
                      ['panels', t('figurePanels'), `${groupThousands(sizing.pvWatts)} W`],
                      ['battery', t('figureBattery'), `${groupThousands(sizing.batteryWh)} Wh`],
                      ['inverter', t('figureInverter'), `${groupThousands(sizing.inverterWatts)} W`],
                      ['surge', t('figureSurge'), `${groupThousands(sizing.surgeWatts)} W`],
                    ] as const
                  ).map(([figure, term, value]) => (
                    <div key={figure} className="rounded-lg bg-muted p-3">
                      <dt className="text-xs text-muted-foreground">{term}</dt>
                      <dd className="text-lg font-semibold" data-testid={`figure-${figure}`}>
                        {value}
                      </dd>
                    </div>
                  ))}
                </dl>
                <WhyLines sizing={sizing} input={conditions} />
                <ClimateLines county={chosen} />
              </>
            ) : (
              <p className="text-sm text-muted-foreground">{t(draft.appliances.length ? 'correctFields' : 'addToSeeNeeds')}</p>
            )}
          </TitledCard>
          {/* The summary bar's link scrolls here, below the sticky header (index.css, scroll-padding-top). */}
          <div id="plan-kit">
            <TitledCard title={t('yourKit')}>
              <KitTotalNews total={current?.kit?.total} updating={updating} />
              <PlanKit
                plan={current}
                updating={updating}
                failed={live.success && plan.isError}
                adding={addKit.isPending}
                onAddToCart={addToCart}
                whatsappHref={
                  live.success && current ? whatsappUrl(shopSettings.whatsappNumber, planMessage(live.data, current, link, t.locale)) : undefined
                }
              />
            </TitledCard>
          </div>
        </div>
      </div>
    </div>
  );
}
