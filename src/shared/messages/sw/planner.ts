import { CLIMATE_LIMITS } from '../../planner/climate';
import { CHECK_LIMITS, PLANNER_LIMITS } from '../../planner/limits';
import type { planner as english } from '../en/planner';

const { maxWatts, maxQuantity, maxHours, maxSurgeFactor, maxAutonomyDays, maxNameLength, maxAppliances } = PLANNER_LIMITS;
const { minSunHours, maxSunHours, minHotDayC, maxHotDayC, minRecordLowC, maxRecordLowC, maxNoteLength } = CLIMATE_LIMITS;
const NO_KIT = 'Hakuna bidhaa kwenye stoki inayotosheleza mpango huu bado:';

export const planner: Record<keyof typeof english, string> = {
  appliance_name_required: 'Jina la kifaa linahitajika',
  appliance_name_too_long: `Jina la kifaa lisizidi herufi ${maxNameLength}`,
  appliance_name_one_line: 'Jina la kifaa lazima liwe mstari mmoja, bila kuvunja mstari wala herufi za udhibiti',
  watts_out_of_range: `Wati ziwe namba kuanzia 1 hadi ${maxWatts}`,
  quantity_out_of_range: `Idadi iwe namba kamili kuanzia 1 hadi ${maxQuantity}`,
  hours_out_of_range: `Saa kwa siku ziwe zaidi ya 0 na zisizidi ${maxHours}`,
  surge_out_of_range: `Kizidishi cha nguvu ya kuwasha kiwe namba kuanzia 1 hadi ${maxSurgeFactor}`,
  autonomy_out_of_range: `Siku za betri bila jua ziwe namba kamili kuanzia 1 hadi ${maxAutonomyDays}`,
  appliances_not_list: 'Vifaa viwe orodha',
  appliances_empty: 'Ongeza angalau kifaa kimoja',
  appliances_too_many: `Vifaa: mistari isiyozidi ${maxAppliances}`,
  plan_too_long: 'Mpango huu ni mrefu mno kwa kiungo chake kufunguka: fupisha majina ya baadhi ya vifaa au ondoa mstari',
  county_unknown: 'Kaunti haijulikani: chagua moja ya kaunti 47',
  chemistry_unknown: 'Aina ya betri iwe lithium au lead_acid',
  check_quantity_out_of_range: `Idadi iwe namba kamili kuanzia 1 hadi ${CHECK_LIMITS.maxQuantity}`,
  check_wiring_out_of_range: `Idadi za muunganisho ziwe namba kamili kuanzia 1 hadi ${CHECK_LIMITS.maxQuantity}`,
  check_lines_not_list: 'Mistari iwe orodha',
  check_lines_empty: 'Ongeza angalau mstari mmoja wa bidhaa',
  check_lines_too_many: `Mistari: isizidi ${CHECK_LIMITS.maxLines}`,
  check_lines_repeated: 'Kila bidhaa iwe kwenye mstari mmoja tu',
  check_line_unknown: 'Mstari {{line}}: bidhaa {{productId}} haipo',
  check_line_unrated: 'Mstari {{line}}: {{product}} haina vipimo vya mpangaji',
  check_wiring_mismatch:
    'Mstari {{line}}: {{series}} kwa mfululizo × {{strings|mfululizo|mifululizo}} {{strings}} si {{quantity}} × {{product}} zake',
  sun_from_region:
    'Kiwango cha jua cha {{county}} ni cha eneo lake (saa {{hours}} katika mwezi wenye jua kidogo zaidi): hakuna kiwango chake chenyewe kilichopatikana.',
  no_kit_panels: `${NO_KIT} hakuna aina ya paneli kwenye stoki inayofikia {{watts}} W kwa paneli {{panels}} au chache.`,
  no_kit_inverter: `${NO_KIT} hakuna inverter wala power station kwenye stoki inayotoa {{watts}} W yenye nguvu ya kuwasha ya {{surge}} W.`,
  no_kit_lithium_battery: `${NO_KIT} hakuna betri ya lithium kwenye stoki.`,
  no_kit_lead_acid_battery: `${NO_KIT} hakuna betri ya lead-acid kwenye stoki.`,
  no_kit_lithium_bank: `${NO_KIT} hakuna benki ya betri za lithium ya {{wh}} Wh inayofaa inverter inayobeba mzigo huu.`,
  no_kit_lead_acid_bank: `${NO_KIT} hakuna benki ya betri za lead-acid ya {{wh}} Wh inayofaa inverter inayobeba mzigo huu.`,
  no_kit_controller: `${NO_KIT} hakuna charge controller kwenye stoki inayoweza kupokea paneli za {{watts}} W kwa inverter inayobeba mzigo huu.`,
  no_kit_whatsapp: 'Tutumie mpango huu kwa WhatsApp na timu yetu itakupimia mfumo unaokufaa.',
  portable_is_cheaper: 'Power station inayobebeka pamoja na paneli inatosheleza mpango huu kwa bei nafuu kuliko mfumo wa kufungwa.',
  wiring_panels:
    'Paneli {{count}} × W {{watts}}: {{series}} kwa mfululizo × {{strings|mfululizo|mifululizo}} {{strings}} (Voc ya asubuhi ya baridi V {{coldVoc}}, zisizidi V {{limit}})',
  wiring_batteries: 'Betri {{count}} × V {{volts}} Wh {{wh}}: {{series}} kwa mfululizo × {{strings}} sambamba',
  wiring_controllers: 'Vidhibiti vya chaji: {{count}}, kila kimoja na {{strings|mfululizo|mifululizo}} {{strings}}',
  wiring_battery_circuit: 'Betri hadi inverter: breaker ya DC ya A {{amps}}, waya wa mm² {{section}}, usiozidi m {{metres}}',
  wiring_pv_circuit: 'Paneli hadi kila kidhibiti ({{count}} kwa jumla): breaker ya DC ya A {{amps}}, waya wa PV wa mm² {{section}}',
  wiring_string_fuses: 'Fyuzi {{count}} za A {{amps}}, moja kwa kila mfululizo',
  separate_breaker: 'Nunua kando: {{quantity}} × breaker ya DC ya A {{amps}}, angalau V {{volts}} DC',
  separate_string_fuse: 'Nunua kando: {{quantity}} × fyuzi ya gPV ya A {{amps}} pamoja na kishikio, angalau V {{volts}} DC',
  separate_battery_cable: 'Nunua kando: {{quantity}} × jozi ya waya wa betri wa mm² {{section}} wenye lugs, m {{metres}}',
  separate_pv_cable: 'Nunua kando: {{quantity}} × jozi ya waya wa PV wa mm² {{section}}, m {{metres}}, angalau V {{volts}} DC',
  separate_surge_protector: 'Nunua kando: {{quantity}} × kinga ya radi (surge) ya DC, angalau V {{volts}}',
  missing_mc4_connectors: 'Tuombe tuongeze viunganishi vya MC4 kwenye kit yako: havipo kwenye stoki kwa sasa.',
  missing_mounting: 'Tuombe tuongeze reli za kufunga paneli kwenye kit yako: hazipo kwenye stoki kwa sasa.',
  climate_sun_out_of_range: `Saa za jua ziwe namba kuanzia ${minSunHours} hadi ${maxSunHours}, kwa desimali moja`,
  climate_hot_day_out_of_range: `Joto la mchana wa joto liwe namba kuanzia ${minHotDayC} hadi ${maxHotDayC} °C, kwa desimali moja`,
  climate_record_low_out_of_range: `Kiwango cha chini kabisa kiwe namba kuanzia ${minRecordLowC} hadi ${maxRecordLowC} °C, kwa desimali moja`,
  climate_low_above_hot: 'Kiwango cha chini kabisa kiwe chini ya joto la mchana wa joto',
  climate_note_required: 'Eleza kwenye dokezo viwango hivi vimetoka wapi',
  climate_note_too_long: `Dokezo lisizidi herufi ${maxNoteLength}`,
  climate_note_one_line: 'Dokezo liwe mstari mmoja, bila kuvunja mstari wala herufi za udhibiti',
  climate_override_none: 'Kaunti hii haina kiwango cha duka cha kuondoa',
};
