import type { orders as english } from '../en/orders';

export const orders: Record<keyof typeof english, string> = {
  order_limit: 'Umeweka oda nyingi katika saa iliyopita. Tafadhali subiri kidogo kabla ya kuweka nyingine, au wasiliana nasi.',
  order_not_found: 'Oda haikupatikana',
  cart_empty: 'Kikapu chako hakina kitu',
  order_product_unavailable: '{{product}} imeisha kwenye stoki. Tafadhali iondoe kwenye kikapu chako ili uendelee.',
  order_too_large: 'Oda hii ni kubwa mno kuwekwa mtandaoni. Tafadhali wasiliana na timu yetu ya mauzo.',
  order_total_changed:
    'Oda yako sasa ni {{total}}: bei au kikapu chako kimebadilika tangu ukurasa wa kuagiza ulipoionyesha. Angalia jumla kisha uweke oda tena.',
  expected_total_invalid: 'expectedTotal iwe kiasi cha shilingi, kama 1500.00',
  delivery_address_required: 'Tafadhali weka anwani kamili ya usafirishaji',
  delivery_address_too_long: 'Anwani ya usafirishaji isizidi herufi 500',
  delivery_address_control_characters: 'Anwani ya usafirishaji isiwe na herufi za udhibiti (kuvunja mstari ni sawa)',
  phone_invalid: 'Tafadhali weka nambari sahihi ya simu ya Kenya',
  notes_not_text: 'Maelezo yawe maandishi',
  notes_too_long: 'Maelezo yasizidi herufi 1000',
  notes_control_characters: 'Maelezo yasiwe na herufi za udhibiti (kuvunja mstari ni sawa)',
  idempotency_key_invalid: 'Idempotency-Key iwe herufi, tarakimu, vistari au mistari ya chini 8 hadi 100',
  order_number_required: 'Nambari ya oda inahitajika',
  order_number_too_long: 'Nambari ya oda ni ndefu mno',
  order_status_unknown: 'Hali ya oda haijulikani',
  payment_status_unknown: 'Hali ya malipo haijulikani',
};
