import { BATTERY_CHEMISTRIES, CONTROLLER_TYPES, CURRENT_TYPES, NOMINAL_VOLTS, PROTECTION_DEVICES, RATING_KINDS } from '../../rating-kinds';
import { boundedRatingRules, fieldRules } from '../field-rules';

const number = { not_number: (field: string) => `${field} must be a number` };
const tooLarge = { too_large: (field: string) => `${field} is too large` };
const whole = { not_whole: (field: string) => `${field} must be a whole number` };

/** The ratings that are whole numbers above zero, by the names of their message codes. */
export const WHOLE_RATINGS = {
  panel_watts: 'Panel watts',
  battery_wh: 'Battery watt-hours',
  inverter_watts: 'Inverter watts',
  inverter_surge: 'Inverter surge watts',
  controller_amps: 'Controller amps',
  station_wh: 'Power station watt-hours',
  station_watts: 'Power station watts',
  station_surge: 'Power station surge watts',
  station_solar_watts: 'Power station solar input watts',
};
/** The ratings that name a battery bank's nominal voltage. */
export const VOLTS_RATINGS = {
  battery_volts: 'Battery volts',
  inverter_battery_volts: 'Inverter battery volts',
  controller_volts: 'Controller volts',
};

/** Messages of a product's ratings, the figures the planner computes with (docs/product.md, "Admin"). */
export const ratings = {
  ...fieldRules(WHOLE_RATINGS, { ...number, ...whole, ...tooLarge, not_positive: (field) => `${field} must be a positive number` }),
  ...fieldRules(
    { inverter_mppt_watts: 'Inverter MPPT watts' },
    { ...number, ...whole, ...tooLarge, negative: (field) => `${field} must not be negative` },
  ),
  ...fieldRules(VOLTS_RATINGS, { ...number, not_nominal: (field) => `${field} must be one of ${NOMINAL_VOLTS.join(', ')}` }),
  ...boundedRatingRules(
    {
      panel_voc: 'Panel open-circuit volts (Voc)',
      panel_vmp: 'Panel maximum-power volts (Vmp)',
      panel_isc: 'Panel short-circuit amps (Isc)',
      panel_imp: 'Panel maximum-power amps (Imp)',
      panel_voc_coefficient: 'Panel Voc temperature coefficient',
      panel_pmax_coefficient: 'Panel Pmax temperature coefficient',
      panel_max_system_volts: 'Panel maximum system volts',
      battery_depth: 'Battery usable depth of discharge',
      battery_discharge_amps: 'Battery maximum continuous discharge amps',
      battery_charge_amps: 'Battery maximum charge amps',
      battery_max_series: 'Batteries allowed in series',
      battery_max_parallel: 'Batteries allowed in parallel',
      inverter_efficiency: 'Inverter efficiency',
      inverter_mppt_min_volts: 'Inverter MPPT lowest volts',
      inverter_mppt_max_volts: 'Inverter MPPT highest volts',
      inverter_pv_voc: 'Inverter maximum PV open-circuit volts',
      inverter_charge_amps: 'Inverter maximum charge amps',
      controller_pv_voc: 'Controller maximum PV open-circuit volts',
      controller_pv_watts_12: 'Controller maximum PV watts at 12 V',
      controller_pv_watts_24: 'Controller maximum PV watts at 24 V',
      controller_pv_watts_48: 'Controller maximum PV watts at 48 V',
      station_solar_min_volts: 'Power station solar input lowest volts',
      station_solar_max_volts: 'Power station solar input highest volts',
      protection_amps: 'Rated amps',
      protection_volts: 'Rated volts',
      cable_cross_section: 'Cable cross-section',
      cable_length: 'Cable length',
      cable_amps: 'Cable rated amps',
      cable_volts: 'Cable rated volts',
    },
    {
      notNumber: (field) => `${field} must be a number`,
      notWhole: (field) => `${field} must be a whole number`,
      outOfRange: (field, range) => `${field} must be within ${range}`,
    },
  ),
  panel_vmp_above_voc: 'A panel’s Vmp must be below its Voc, and its Imp below its Isc',
  inverter_mppt_window_invalid: 'The MPPT lowest volts must be below the highest, and the highest at most the maximum PV volts',
  station_solar_window_invalid: 'The solar input lowest volts must be below the highest',
  protection_amps_missing: 'A breaker or fuse needs its rated amps',
  controller_type_invalid: `Controller type must be ${CONTROLLER_TYPES.join(' or ')}`,
  protection_device_invalid: `Device must be one of ${PROTECTION_DEVICES.join(', ')}`,
  current_type_invalid: `Current must be ${CURRENT_TYPES.join(' or ')}`,
  chemistry_invalid: `Chemistry must be ${BATTERY_CHEMISTRIES.join(' or ')}`,
  ratings_kind_invalid: `Ratings kind must be one of ${RATING_KINDS.join(', ')}`,
} as const;
