import type { delivery as english } from '../en/delivery';
import { MAX_DELIVERY_DAYS } from '../../delivery';

/** Kiswahili for ../en/delivery.ts. */
export const delivery: Record<keyof typeof english, string> = {
  delivery_available_invalid: 'available lazima iwe true au false',
  delivery_fee_required: 'Ada ya kupeleka inahitajika',
  delivery_fee_invalid: 'Ada ya kupeleka lazima iwe kiasi cha KSh 0 au zaidi, chenye desimali mbili au chache',
  free_above_invalid: 'Kupeleka bure kuanzia lazima kiwe kiasi zaidi ya KSh 0, chenye desimali mbili au chache',
  delivery_days_invalid: `Siku za kupeleka lazima ziwe siku kamili kuanzia 0 hadi ${MAX_DELIVERY_DAYS}`,
  delivery_days_order: 'Siku chache zaidi haziwezi kuzidi siku nyingi zaidi',
  delivery_method_invalid: 'Chagua kuletewa katika kaunti au kuchukua mahali pa kuchukulia',
  county_not_served: 'Bado hatuleti bidhaa {{county}}: chagua mahali pa kuchukulia au kaunti nyingine',
  pickup_point_not_found: 'Mahali pa kuchukulia hapakupatikana',
  pickup_name_required: 'Jina linahitajika',
  pickup_town_required: 'Mji unahitajika',
  pickup_address_required: 'Anwani inahitajika',
  pickup_hours_required: 'Saa za kufungua zinahitajika',
  pickup_phone_invalid: 'Simu lazima iwe nambari kama 0712 345 678 au 020 123 4567',
  pickup_text_too_long: 'Herufi 200 zaidi',
};
