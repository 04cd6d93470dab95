import type { ratings as english } from '../en/ratings';
import { fieldRules } from '../field-rules';
import { BATTERY_CHEMISTRIES, NOMINAL_VOLTS, RATING_KINDS } from '../../rating-kinds';

const number = { not_number: (field: string) => `${field} iwe namba` };
const tooLarge = { too_large: (field: string) => `${field} ni kubwa mno` };
const whole = { not_whole: (field: string) => `${field} iwe namba kamili` };

export const ratings: Record<keyof typeof english, string> = {
  ...fieldRules(
    {
      panel_watts: 'Wati za paneli',
      battery_wh: 'Wati-saa za betri',
      inverter_watts: 'Wati za inverter',
      inverter_surge: 'Wati za mwanzo za inverter',
      controller_amps: 'Ampea za kidhibiti',
      station_wh: 'Wati-saa za kituo cha umeme',
      station_watts: 'Wati za kituo cha umeme',
      station_surge: 'Wati za mwanzo za kituo cha umeme',
      station_solar_watts: 'Wati za sola zinazoingia kwenye kituo cha umeme',
    },
    { ...number, ...whole, ...tooLarge, not_positive: (field) => `${field} ziwe zaidi ya sifuri` },
  ),
  ...fieldRules(
    { inverter_mppt_watts: 'Wati za MPPT za inverter' },
    { ...number, ...whole, ...tooLarge, negative: (field) => `${field} zisiwe chini ya sifuri` },
  ),
  ...fieldRules(
    { battery_volts: 'Volti za betri', inverter_battery_volts: 'Volti za betri za inverter', controller_volts: 'Volti za kidhibiti' },
    { ...number, not_nominal: (field) => `${field} ziwe mojawapo ya ${NOMINAL_VOLTS.join(', ')}` },
  ),
  chemistry_invalid: `Aina ya betri iwe ${BATTERY_CHEMISTRIES.join(' au ')}`,
  ratings_kind_invalid: `Aina ya vipimo iwe mojawapo ya ${RATING_KINDS.join(', ')}`,
};
