import type { CompatibilityRule } from '../../planner/compatibility-rules';

/** Why a kit cannot be wired to work (docs/product.md, "Kit compatibility"), one per rule of the checker. */
export const compatibility = {
  check_ratings_missing: '{{part}} lacks the ratings the planner needs: {{fields}}.',
  check_kit_incomplete:
    'A kit needs panels and either a power station or an inverter, batteries and a solar charger (it has {{panels}} {{panels|panel|panels}}, {{inverters}} {{inverters|inverter|inverters}}, {{batteries}} {{batteries|battery|batteries}}, {{stations}} {{stations|power station|power stations}}).',
  check_one_model: 'Use one model of each part, not several: {{models}}.',
  check_wiring_count: '{{series}} in series × {{parallel}} in parallel is not the {{quantity}} × {{part}} of the kit.',
  check_pv_short: 'The panels give {{has}} W; the plan needs {{needs}} W.',
  check_battery_short: 'The batteries hold {{has}} Wh; the plan needs {{needs}} Wh.',
  check_inverter_short: 'The inverter gives {{has}} W; the plan needs {{needs}} W.',
  check_surge_short: 'The inverter’s surge is {{has}} W; the plan needs {{needs}} W.',
  check_system_voltage:
    'A {{runningWatts}} W load using {{dailyWh}} Wh a day needs a {{wanted}} V system or higher; this kit is {{volts}} V, so its currents run too high.',
  check_voltage_family: '{{device}} charges banks up to {{deviceVolts}} V; this bank is {{volts}} V.',
  check_pv_cold_voc:
    'On a cold morning ({{lowC}} °C) the panels reach {{coldVoc}} V open-circuit, over the {{limit}} V that {{device}} or the panels allow.',
  check_pv_hot_vmp:
    'In the heat ({{hotC}} °C) the panels fall to {{hotVmp}} V, below the {{needed}} V {{device}} needs to charge: put more panels in series.',
  check_pv_cold_vmp: 'On a cold morning ({{lowC}} °C) the panels work at {{coldVmp}} V, above the {{limit}} V top of the {{device}}’s MPPT window.',
  check_pwm_ratio:
    'A PWM controller wastes what the panels give above the battery: a {{volts}} V bank wants a string of {{min}}–{{max}} V Vmp; this one is {{vmp}} V.',
  check_strings_uneven: '{{strings}} {{strings|string does|strings do}} not divide evenly among {{chargers}} {{chargers|charger|chargers}}.',
  check_pv_power: 'Each charger gets {{watts}} W of panels; {{device}} takes at most {{limit}} W.',
  check_battery_series: '{{series}} × {{battery}} in series {{series|makes|make}} {{bankVolts}} V; the inverter needs {{volts}} V.',
  check_battery_parallel:
    '{{battery}} may be joined {{maxSeries}} in series and {{maxParallel}} in parallel at most; this bank has {{series}} in series and {{parallel}} in parallel.',
  check_battery_discharge:
    '{{inverter}} draws {{amps}} A at full load; {{strings}} {{strings|string|strings}} of these batteries {{strings|gives|give}} at most {{limit}} A: add a string or choose a larger battery.',
  check_battery_surge: '{{inverter}} draws {{amps}} A in a surge; the batteries give at most {{limit}} A for a few seconds.',
  check_battery_charge:
    'The chargers can push {{amps}} A into the batteries; {{battery}} takes at most {{limit}} A: set the chargers lower or add a string.',
  check_protection_battery:
    'The battery–inverter circuit carries {{amps}} A: it needs a DC breaker or fuse of at least {{needs}} A, no bigger than its cable carries ({{section}} mm² or thicker).',
  check_protection_pv:
    'Each charger’s panel circuit carries {{amps}} A at up to {{volts}} V: it needs a DC breaker of at least {{needs}} A and {{volts}} V per charger ({{chargers}}), no bigger than its cable carries.',
  check_string_fuses: '{{strings}} strings in parallel need a string fuse each: {{min}}–{{max}} A, at least {{volts}} V DC.',
  check_cable_battery: 'The battery cable must carry {{needs}} A: {{section}} mm² or thicker, and short enough to lose at most 3 % of the voltage.',
  check_cable_pv: 'The panel cable must carry {{needs}} A at {{volts}} V DC: {{section}} mm² or thicker.',
  check_surge_protection: 'The panel circuit needs a DC surge protector rated for at least {{volts}} V.',
} as const satisfies Record<`check_${CompatibilityRule}`, string>;
