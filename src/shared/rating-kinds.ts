/** Nominal battery-bank voltages a rating may name (LiFePO4 48 V banks are sold as 51.2 V, 12 V as 12.8 V). */
export const NOMINAL_VOLTS = [12, 12.8, 24, 25.6, 48, 51.2] as const;
export const BATTERY_CHEMISTRIES = ['lithium', 'lead_acid'] as const;
export type BatteryChemistry = (typeof BATTERY_CHEMISTRIES)[number];
export const RATING_KINDS = ['panel', 'battery', 'inverter', 'charge_controller', 'power_station'] as const;
export type RatingKind = (typeof RATING_KINDS)[number];
export const RATING_KIND_LABELS: Record<RatingKind, string> = {
  panel: 'Solar panel',
  battery: 'Battery',
  inverter: 'Inverter',
  charge_controller: 'Charge controller',
  power_station: 'Power station',
};
