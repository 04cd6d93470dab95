/** Nominal battery-bank voltages a rating may name (LiFePO4 48 V banks are sold as 51.2 V, 12 V as 12.8 V). */
export const NOMINAL_VOLTS = [12, 12.8, 24, 25.6, 48, 51.2] as const;
export const BATTERY_CHEMISTRIES = ['lithium', 'lead_acid'] as const;
export type BatteryChemistry = (typeof BATTERY_CHEMISTRIES)[number];
export const RATING_KINDS = ['panel', 'battery', 'inverter', 'charge_controller', 'power_station', 'protection', 'cable'] as const;
export type RatingKind = (typeof RATING_KINDS)[number];
export const RATING_KIND_LABELS: Record<RatingKind, string> = {
  panel: 'Solar panel',
  battery: 'Battery',
  inverter: 'Inverter',
  charge_controller: 'Charge controller',
  power_station: 'Power station',
  protection: 'Breaker, fuse or surge protector',
  cable: 'Cable or cable set',
};
export const CONTROLLER_TYPES = ['mppt', 'pwm'] as const;
export type ControllerType = (typeof CONTROLLER_TYPES)[number];
export const PROTECTION_DEVICES = ['breaker', 'fuse', 'surge_protector'] as const;
export type ProtectionDevice = (typeof PROTECTION_DEVICES)[number];
export const CURRENT_TYPES = ['dc', 'ac'] as const;
export type CurrentType = (typeof CURRENT_TYPES)[number];

/**
 * The bounds of the planner's electrical ratings beyond the first ones (docs/product.md, "Product ratings"): wide
 * enough for any product a solar shop sells, narrow enough that a typing slip (a Voc of 4950 V) is refused. `whole`
 * ratings are counts or whole watts.
 */
export const RATING_BOUNDS = {
  panel_voc: { min: 1, max: 1500, unit: 'V' },
  panel_vmp: { min: 1, max: 1500, unit: 'V' },
  panel_isc: { min: 0.1, max: 100, unit: 'A' },
  panel_imp: { min: 0.1, max: 100, unit: 'A' },
  panel_voc_coefficient: { min: -1, max: 0, unit: '%/°C' },
  panel_pmax_coefficient: { min: -1, max: 0, unit: '%/°C' },
  panel_max_system_volts: { min: 12, max: 1500, unit: 'V', whole: true },
  battery_depth: { min: 10, max: 100, unit: '%', whole: true },
  battery_discharge_amps: { min: 1, max: 2000, unit: 'A' },
  battery_charge_amps: { min: 1, max: 2000, unit: 'A' },
  battery_max_series: { min: 1, max: 16, unit: '', whole: true },
  battery_max_parallel: { min: 1, max: 64, unit: '', whole: true },
  inverter_efficiency: { min: 50, max: 100, unit: '%' },
  inverter_mppt_min_volts: { min: 1, max: 1500, unit: 'V' },
  inverter_mppt_max_volts: { min: 1, max: 1500, unit: 'V' },
  inverter_pv_voc: { min: 1, max: 1500, unit: 'V' },
  inverter_charge_amps: { min: 1, max: 2000, unit: 'A' },
  controller_pv_voc: { min: 1, max: 1500, unit: 'V' },
  controller_pv_watts_12: { min: 1, max: 100_000, unit: 'W', whole: true },
  controller_pv_watts_24: { min: 1, max: 100_000, unit: 'W', whole: true },
  controller_pv_watts_48: { min: 1, max: 100_000, unit: 'W', whole: true },
  station_solar_min_volts: { min: 1, max: 1500, unit: 'V' },
  station_solar_max_volts: { min: 1, max: 1500, unit: 'V' },
  protection_amps: { min: 0.5, max: 6300, unit: 'A' },
  protection_volts: { min: 1, max: 1500, unit: 'V' },
  cable_cross_section: { min: 0.5, max: 300, unit: 'mm²' },
  cable_length: { min: 0.1, max: 1000, unit: 'm' },
  cable_amps: { min: 0.5, max: 2000, unit: 'A' },
  cable_volts: { min: 1, max: 1500, unit: 'V' },
} as const satisfies Record<string, { min: number; max: number; unit: string; whole?: true }>;
export type BoundedRating = keyof typeof RATING_BOUNDS;
export type WholeRating = { [K in BoundedRating]: (typeof RATING_BOUNDS)[K] extends { whole: true } ? K : never }[BoundedRating];
