import { CLIMATE_LIMITS } from '../../planner/climate';
import { PLANNER_LIMITS } from '../../planner/limits';

const { maxWatts, maxQuantity, maxHours, maxSurgeFactor, maxAutonomyDays, maxNameLength, maxAppliances } = PLANNER_LIMITS;
const { minSunHours, maxSunHours, minHotDayC, maxHotDayC, minRecordLowC, maxRecordLowC, maxNoteLength } = CLIMATE_LIMITS;
const NO_KIT = 'Nothing in stock can meet this plan yet:';

/** Messages of the solar planner: its input rules and the notes of a plan (docs/product.md, "Solar planner"). */
export const planner = {
  appliance_name_required: 'Appliance name is required',
  appliance_name_too_long: `Appliance name must be at most ${maxNameLength} characters`,
  appliance_name_one_line: 'Appliance name must be one line, without line breaks or control characters',
  watts_out_of_range: `Watts must be a number from 1 to ${maxWatts}`,
  quantity_out_of_range: `Quantity must be a whole number from 1 to ${maxQuantity}`,
  hours_out_of_range: `Hours per day must be more than 0 and at most ${maxHours}`,
  surge_out_of_range: `Surge factor must be a number from 1 to ${maxSurgeFactor}`,
  autonomy_out_of_range: `Autonomy days must be a whole number from 1 to ${maxAutonomyDays}`,
  appliances_not_list: 'Appliances must be a list',
  appliances_empty: 'Add at least one appliance',
  appliances_too_many: `Appliances: at most ${maxAppliances} lines`,
  county_unknown: 'County is unknown: choose one of the 47 counties',
  chemistry_unknown: 'Battery chemistry must be lithium or lead_acid',
  sun_from_region: "{{county}}'s sun figure is its region's ({{hours}} hours in the worst month): no figure of its own was found.",
  no_kit_panels: `${NO_KIT} no panel model in stock reaches {{watts}} W within {{panels}} panels.`,
  no_kit_inverter: `${NO_KIT} no inverter or power station in stock gives {{watts}} W with a {{surge}} W surge.`,
  no_kit_lithium_battery: `${NO_KIT} no lithium battery is in stock.`,
  no_kit_lead_acid_battery: `${NO_KIT} no lead-acid battery is in stock.`,
  no_kit_lithium_bank: `${NO_KIT} no lithium battery bank of {{wh}} Wh fits an inverter that carries this load.`,
  no_kit_lead_acid_bank: `${NO_KIT} no lead-acid battery bank of {{wh}} Wh fits an inverter that carries this load.`,
  no_kit_controller: `${NO_KIT} no charge controller in stock can take {{watts}} W of panels for an inverter that carries this load.`,
  no_kit_whatsapp: 'Send us the plan on WhatsApp and our team will size a system for you.',
  portable_is_cheaper: 'A portable power station with panels covers this plan for less than a fitted system.',
  wiring_panels:
    '{{count}} × {{watts}} W panels: {{series}} in series × {{strings}} strings (cold-morning Voc {{coldVoc}} V, at most {{limit}} V allowed)',
  wiring_batteries: '{{count}} × {{volts}} V {{wh}} Wh batteries: {{series}} in series × {{strings}} in parallel',
  wiring_controllers: 'Charge controllers: {{count}}, with {{strings}} of the strings on each',
  wiring_battery_circuit: 'Batteries to inverter: {{amps}} A DC breaker, {{section}} mm² cable, at most {{metres}} m',
  wiring_pv_circuit: 'Panels to each charger ({{count}} in all): {{amps}} A DC breaker, {{section}} mm² PV cable',
  wiring_string_fuses: '{{count}} string fuses of {{amps}} A, one on each string',
  separate_breaker: 'Buy separately: {{quantity}} × {{amps}} A DC breaker, at least {{volts}} V DC',
  separate_string_fuse: 'Buy separately: {{quantity}} × {{amps}} A gPV string fuse with holder, at least {{volts}} V DC',
  separate_battery_cable: 'Buy separately: {{quantity}} × {{section}} mm² battery cable pair with lugs, {{metres}} m',
  separate_pv_cable: 'Buy separately: {{quantity}} × {{section}} mm² PV cable pair, {{metres}} m, at least {{volts}} V DC',
  separate_surge_protector: 'Buy separately: {{quantity}} × DC surge protector, at least {{volts}} V',
  missing_mc4_connectors: 'Ask us to add MC4 connectors to your kit: none is in stock just now.',
  missing_mounting: 'Ask us to add mounting rails to your kit: none is in stock just now.',
  climate_sun_out_of_range: `Sun hours must be a number from ${minSunHours} to ${maxSunHours}, to one decimal`,
  climate_hot_day_out_of_range: `Hot-day temperature must be a number from ${minHotDayC} to ${maxHotDayC} °C, to one decimal`,
  climate_record_low_out_of_range: `Record low must be a number from ${minRecordLowC} to ${maxRecordLowC} °C, to one decimal`,
  climate_low_above_hot: 'Record low must be below the hot-day temperature',
  climate_note_required: 'Say where the figures come from in the note',
  climate_note_too_long: `Note must be at most ${maxNoteLength} characters`,
  climate_note_one_line: 'Note must be one line, without line breaks or control characters',
  climate_override_none: 'This county has no override to remove',
} as const;
