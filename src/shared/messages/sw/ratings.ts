import type { ratings as english } from '../en/ratings';
import { boundedRatingRules, fieldRules } from '../field-rules';
import { BATTERY_CHEMISTRIES, CONTROLLER_TYPES, CURRENT_TYPES, NOMINAL_VOLTS, PROTECTION_DEVICES, RATING_KINDS } from '../../rating-kinds';

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
  ...boundedRatingRules(
    {
      panel_voc: 'Volti za paneli bila mzigo (Voc)',
      panel_vmp: 'Volti za paneli kwa nguvu ya juu (Vmp)',
      panel_isc: 'Ampea za paneli za short circuit (Isc)',
      panel_imp: 'Ampea za paneli kwa nguvu ya juu (Imp)',
      panel_voc_coefficient: 'Kigezo cha joto cha Voc ya paneli',
      panel_pmax_coefficient: 'Kigezo cha joto cha Pmax ya paneli',
      panel_max_system_volts: 'Volti za juu za mfumo wa paneli',
      battery_depth: 'Kina cha matumizi ya betri',
      battery_discharge_amps: 'Ampea za juu za kutoa za betri',
      battery_charge_amps: 'Ampea za juu za kujaza betri',
      battery_max_series: 'Betri zinazoruhusiwa kwa mfululizo',
      battery_max_parallel: 'Betri zinazoruhusiwa sambamba',
      inverter_efficiency: 'Ufanisi wa inverter',
      inverter_mppt_min_volts: 'Volti za chini za MPPT ya inverter',
      inverter_mppt_max_volts: 'Volti za juu za MPPT ya inverter',
      inverter_pv_voc: 'Volti za juu za sola bila mzigo kwa inverter',
      inverter_charge_amps: 'Ampea za juu za kujaza za inverter',
      controller_pv_voc: 'Volti za juu za sola bila mzigo kwa kidhibiti',
      controller_pv_watts_12: 'Wati za juu za sola kwa kidhibiti kwenye 12 V',
      controller_pv_watts_24: 'Wati za juu za sola kwa kidhibiti kwenye 24 V',
      controller_pv_watts_48: 'Wati za juu za sola kwa kidhibiti kwenye 48 V',
      station_solar_min_volts: 'Volti za chini za sola kwa kituo cha umeme',
      station_solar_max_volts: 'Volti za juu za sola kwa kituo cha umeme',
      protection_amps: 'Ampea za kifaa',
      protection_volts: 'Volti za kifaa',
      cable_cross_section: 'Unene wa waya',
      cable_length: 'Urefu wa waya',
      cable_amps: 'Ampea za waya',
      cable_volts: 'Volti za waya',
    },
    {
      notNumber: (field) => `${field} iwe namba`,
      notWhole: (field) => `${field} iwe namba kamili`,
      outOfRange: (field, range) => `${field} iwe kati ya ${range}`,
    },
  ),
  panel_vmp_above_voc: 'Vmp ya paneli iwe chini ya Voc yake, na Imp yake chini ya Isc',
  inverter_mppt_window_invalid: 'Volti za chini za MPPT ziwe chini ya za juu, na za juu zisizidi volti za juu za sola',
  station_solar_window_invalid: 'Volti za chini za sola ziwe chini ya za juu',
  protection_amps_missing: 'Breaker au fyuzi inahitaji ampea zake',
  controller_type_invalid: `Aina ya kidhibiti iwe ${CONTROLLER_TYPES.join(' au ')}`,
  protection_device_invalid: `Kifaa kiwe mojawapo ya ${PROTECTION_DEVICES.join(', ')}`,
  current_type_invalid: `Mkondo uwe ${CURRENT_TYPES.join(' au ')}`,
  chemistry_invalid: `Aina ya betri iwe ${BATTERY_CHEMISTRIES.join(' au ')}`,
  ratings_kind_invalid: `Aina ya vipimo iwe mojawapo ya ${RATING_KINDS.join(', ')}`,
};
