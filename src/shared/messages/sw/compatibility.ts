import type { compatibility as english } from '../en/compatibility';

export const compatibility: Record<keyof typeof english, string> = {
  check_ratings_missing: '{{part}} haina vipimo ambavyo mpangaji anahitaji: {{fields}}.',
  check_kit_incomplete:
    'Seti inahitaji paneli, na ama kituo cha umeme ama inverter, betri na kidhibiti cha chaji (ina paneli {{panels}}, inverter {{inverters}}, betri {{batteries}}, {{stations|kituo cha umeme|vituo vya umeme}} {{stations}}).',
  check_one_model: 'Tumia aina moja ya kila kifaa, si kadhaa: {{models}}.',
  check_wiring_count: '{{series}} kwa mfululizo × {{parallel}} sambamba si {{quantity}} × {{part}} za seti.',
  check_pv_short: 'Paneli zinatoa W {{has}}; mpango unahitaji W {{needs}}.',
  check_battery_short: 'Betri zinahifadhi Wh {{has}}; mpango unahitaji Wh {{needs}}.',
  check_inverter_short: 'Inverter inatoa W {{has}}; mpango unahitaji W {{needs}}.',
  check_surge_short: 'Nguvu ya mwanzo ya inverter ni W {{has}}; mpango unahitaji W {{needs}}.',
  check_system_voltage:
    'Mzigo wa W {{runningWatts}} unaotumia Wh {{dailyWh}} kwa siku unahitaji mfumo wa V {{wanted}} au zaidi; seti hii ni V {{volts}}, kwa hivyo mikondo yake ni mikubwa mno.',
  check_voltage_family: '{{device}} inajaza betri hadi V {{deviceVolts}}; betri hizi ni V {{volts}}.',
  check_pv_cold_voc:
    'Asubuhi ya baridi ({{lowC}} °C) paneli zinafika V {{coldVoc}} bila mzigo, zaidi ya V {{limit}} zinazoruhusiwa na {{device}} au paneli zenyewe.',
  check_pv_hot_vmp:
    'Kwenye joto ({{hotC}} °C) paneli zinashuka hadi V {{hotVmp}}, chini ya V {{needed}} ambazo {{device}} inahitaji kujaza: weka paneli zaidi kwa mfululizo.',
  check_pv_cold_vmp: 'Asubuhi ya baridi ({{lowC}} °C) paneli zinafanya kazi kwa V {{coldVmp}}, juu ya V {{limit}}, kikomo cha MPPT ya {{device}}.',
  check_pwm_ratio:
    'Kidhibiti cha PWM kinapoteza volti za paneli zilizo juu ya betri: betri za V {{volts}} zinataka mfululizo wa Vmp V {{min}}–{{max}}; huu ni V {{vmp}}.',
  check_strings_uneven:
    '{{strings|Mfululizo|Mifululizo}} {{strings}} {{strings|haugawanyiki|haigawanyiki}} sawa kwa {{chargers|kidhibiti|vidhibiti}} {{chargers}}.',
  check_pv_power: 'Kila kidhibiti kinapata W {{watts}} za paneli; {{device}} inachukua W {{limit}} zaidi.',
  check_battery_series: '{{series}} × {{battery}} kwa mfululizo {{series|inatoa|zinatoa}} V {{bankVolts}}; inverter inahitaji V {{volts}}.',
  check_battery_parallel:
    '{{battery}} zinaunganishwa {{maxSeries}} kwa mfululizo na {{maxParallel}} sambamba zaidi; betri hizi zina {{series}} kwa mfululizo na {{parallel}} sambamba.',
  check_battery_discharge:
    '{{inverter}} inavuta A {{amps}} ikiwa na mzigo kamili; {{strings|mfululizo|mifululizo}} {{strings}} {{strings|wa|ya}} betri hizi {{strings|unatoa|inatoa}} A {{limit}} zaidi: ongeza mfululizo au chagua betri kubwa.',
  check_battery_surge: '{{inverter}} inavuta A {{amps}} wakati wa mwanzo; betri zinatoa A {{limit}} zaidi kwa sekunde chache.',
  check_battery_charge:
    'Vidhibiti vinaweza kusukuma A {{amps}} kwenye betri; {{battery}} zinapokea A {{limit}} zaidi: punguza chaji au ongeza mfululizo.',
  check_protection_battery:
    'Saketi ya betri na inverter inabeba A {{amps}}: inahitaji breaker au fyuzi ya DC ya angalau A {{needs}}, isiyozidi uwezo wa waya wake (mm² {{section}} au zaidi).',
  check_protection_pv:
    'Saketi ya paneli ya kila kidhibiti inabeba A {{amps}} kwa hadi V {{volts}}: inahitaji breaker ya DC ya angalau A {{needs}} na V {{volts}} kwa kila kidhibiti ({{chargers}}), isiyozidi uwezo wa waya wake.',
  check_string_fuses: 'Mifululizo {{strings}} sambamba inahitaji fyuzi kwa kila mmoja: A {{min}}–{{max}}, angalau V {{volts}} DC.',
  check_cable_battery: 'Waya wa betri lazima ubebe A {{needs}}: mm² {{section}} au zaidi, na mfupi wa kutosha kupoteza si zaidi ya 3 % ya volti.',
  check_cable_pv: 'Waya wa paneli lazima ubebe A {{needs}} kwa V {{volts}} DC: mm² {{section}} au zaidi.',
  check_surge_protection: 'Saketi ya paneli inahitaji kinga ya radi (surge) ya DC ya angalau V {{volts}}.',
};
