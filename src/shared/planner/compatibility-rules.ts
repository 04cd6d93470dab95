/**
 * The rules a kit is checked against (docs/product.md, "Kit compatibility"), each with a message `check_<rule>`.
 * Apart from the checker so the message catalogues can name them without importing it.
 */
export const COMPATIBILITY_RULES = [
  'ratings_missing',
  'kit_incomplete',
  'one_model',
  'wiring_count',
  'pv_short',
  'battery_short',
  'inverter_short',
  'surge_short',
  'system_voltage',
  'voltage_family',
  'pv_cold_voc',
  'pv_hot_vmp',
  'pv_cold_vmp',
  'pwm_ratio',
  'strings_uneven',
  'pv_power',
  'battery_series',
  'battery_parallel',
  'battery_discharge',
  'battery_surge',
  'battery_charge',
  'protection_battery',
  'protection_pv',
  'string_fuses',
  'cable_battery',
  'cable_pv',
  'surge_protection',
] as const;
export type CompatibilityRule = (typeof COMPATIBILITY_RULES)[number];
