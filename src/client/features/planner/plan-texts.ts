// The planner's texts that the shared modules write in English (preset names, the link preview's title, the "why"
// lines), in the page's language from the planner's catalog. The English catalog gives the shared modules' exact
// texts (plan-texts.test.ts compares them).
import { formatKsh, groupThousands as whole } from '@/shared/money';
import { applianceCount } from '@/shared/planner/plan-link';
import type { AppliancePreset } from '@/shared/planner/presets';
import type { ClimateSource } from '@/shared/planner/climate';
import { climateSourceKey } from '@/shared/planner/climate-sources';
import {
  batteryByDailyDepth,
  decimal,
  INVERTER_HEADROOM,
  lossChain,
  MISMATCH_FACTOR,
  RECHARGE_DAYS,
  SOILING_FACTOR,
  WIRING_FACTOR,
  type Conditions,
} from '@/shared/planner/sizing';
import type { PlannerInput } from '@/shared/schemas/planner';
import type { Plan, Sizing } from '@/shared/schemas/planner-answers';
import type { PlannerTexts } from './messages';

type Key = Parameters<PlannerTexts>[0];

const PRESET_NAMES: Record<string, Key> = {
  'led-bulb': 'preset_ledBulb',
  'security-light': 'preset_securityLight',
  phone: 'preset_phone',
  tv: 'preset_tv',
  'tv-large': 'preset_tvLarge',
  decoder: 'preset_decoder',
  router: 'preset_router',
  laptop: 'preset_laptop',
  desktop: 'preset_desktop',
  fan: 'preset_fan',
  fridge: 'preset_fridge',
  freezer: 'preset_freezer',
  cctv: 'preset_cctv',
  clipper: 'preset_clipper',
  'sewing-machine': 'preset_sewingMachine',
  blender: 'preset_blender',
  microwave: 'preset_microwave',
  iron: 'preset_iron',
  'washing-machine': 'preset_washingMachine',
  'water-pump': 'preset_waterPump',
  'borehole-pump': 'preset_boreholePump',
};

/** A preset's name: a preset the catalog does not know yet keeps its English name. */
export function presetName(t: PlannerTexts, preset: AppliancePreset): string {
  const key = PRESET_NAMES[preset.id];
  return key ? t(key) : preset.name;
}

/** The page's and link preview's title: "Solar kit for 6 appliances — KSh 312,400", or "Solar plan for 6 appliances". */
export function planTitleText(t: PlannerTexts, input: Pick<PlannerInput, 'appliances'>, plan: Pick<Plan, 'kit'> | undefined): string {
  const count = applianceCount(input);
  return plan?.kit ? t.plural('kitTitle', count, { total: formatKsh(plan.kit.total) }) : t.plural('planTitle', count);
}

/** The "why" lines beside the figures: each figure and every factor that gave it (src/shared/planner/sizing.ts). */
export function sizingReasonTexts(t: PlannerTexts, sizing: Sizing, input: Conditions): string[] {
  const chain = lossChain(input);
  const chemistry = t(input.batteryChemistry === 'lithium' ? 'lithium' : 'leadAcid');
  const days = t.plural('days', input.autonomyDays);
  const battery = batteryByDailyDepth(input)
    ? t('whyBatteryDaily', {
        wh: whole(sizing.batteryWh),
        daily: whole(sizing.dailyWh),
        dod: chain.dailyDepth,
        chemistry,
        efficiency: chain.inverter,
        days,
      })
    : t('whyBattery', { wh: whole(sizing.batteryWh), days, dod: chain.autonomyDepth, chemistry, efficiency: chain.inverter });
  return [
    t('whyRunning', { watts: whole(sizing.runningWatts) }),
    t('whyDaily', { wh: whole(sizing.dailyWh) }),
    t('whyPanels', {
      watts: whole(sizing.pvWatts),
      wh: whole(sizing.dailyWh),
      recharge: decimal(chain.recharge),
      sun: decimal(sizing.peakSunHours),
      inverter: chain.inverter,
      roundTrip: chain.roundTrip,
      chemistry,
      heat: decimal(chain.heat),
      cellC: decimal(chain.cellC),
      soiling: SOILING_FACTOR,
      wiring: WIRING_FACTOR,
      mismatch: MISMATCH_FACTOR,
    }),
    battery,
    t('whyInverter', { watts: whole(sizing.inverterWatts), headroom: INVERTER_HEADROOM }),
    t('whySurge', { watts: whole(sizing.surgeWatts) }),
  ];
}

const percent = (share: number) => Math.round(share * 100);

/**
 * The same rules in plain words, one line per figure the shopper buys by (panels, battery, inverter, surge): what the
 * figure is for and why it is bigger than the load, with no formula.
 */
export function plainReasonTexts(t: PlannerTexts, input: Conditions): Record<'panels' | 'battery' | 'inverter' | 'surge', string> {
  const chain = lossChain(input);
  const chemistry = t(input.batteryChemistry === 'lithium' ? 'lithium' : 'leadAcid');
  const lost = percent(1 - chain.inverter);
  return {
    panels: t('plainPanels', {
      lost: percent(1 - chain.panelDerate),
      stored: percent(1 - chain.inverter * chain.roundTrip),
      margin: percent(chain.recharge - 1),
      rechargeDays: RECHARGE_DAYS,
    }),
    battery: batteryByDailyDepth(input)
      ? t('plainBatteryDaily', { chemistry, usable: percent(chain.dailyDepth), lost })
      : t('plainBattery', { days: t.plural('days', input.autonomyDays), chemistry, usable: percent(chain.autonomyDepth), lost }),
    inverter: t('plainInverter', { extra: percent(INVERTER_HEADROOM - 1) }),
    surge: t('plainSurge'),
  };
}

const SOURCE_TEXTS = { zone: 'sourceTextZone', vendorSun: 'sourceTextVendorSun', nationalSun: 'sourceTextNationalSun' } as const;

/** A cited source in the page's language where it is one of the shop's own; any other as it is written. */
function citedText(t: PlannerTexts, source: string): string {
  const key = climateSourceKey(source);
  return key ? t(SOURCE_TEXTS[key]) : source;
}

/** Where a county figure comes from and how sure it is, as the shopper reads it ("measured station, 23 km away"). */
export function climateSourceText(t: PlannerTexts, source: ClimateSource): string {
  switch (source.basis) {
    case 'station':
      return t('source_station', { station: source.station ?? '', km: source.km ?? 0, source: citedText(t, source.source) });
    case 'county':
      return t('source_county', { source: citedText(t, source.source) });
    case 'region':
      return t('source_region', { source: citedText(t, source.source) });
    case 'override':
      return t('source_override', { note: source.note ?? '' });
  }
}
