import { BATTERY_CHEMISTRIES, NOMINAL_VOLTS, RATING_KINDS } from '../../rating-kinds';
import { fieldRules } from '../field-rules';

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
  chemistry_invalid: `Chemistry must be ${BATTERY_CHEMISTRIES.join(' or ')}`,
  ratings_kind_invalid: `Ratings kind must be one of ${RATING_KINDS.join(', ')}`,
} as const;
