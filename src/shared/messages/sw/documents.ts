import type { documents as english } from '../en/documents';

export const documents: Record<keyof typeof english, string> = {
  receipt_nothing_paid: 'Bado hakuna malipo kwenye oda hii, kwa hivyo hakuna risiti',
  quotation_not_found: 'Nukuu ya bei haikupatikana',
  quote_plan_invalid: 'Mpango wa sola uliotumwa pamoja na nukuu hii si mpango ambao mpangaji anaukubali',
  quote_too_large: 'Nukuu hii ni kubwa mno kuandaliwa mtandaoni. Tafadhali wasiliana na timu yetu ya mauzo.',
  quotation_expired: 'Muda wa nukuu hii ya bei ulikwisha tarehe {{date}}. Tafadhali omba nyingine.',
  image_size_unknown: 'Ukubwa wa picha haujulikani',
  image_not_resizable: 'Picha hii haiwezi kubadilishwa ukubwa',
};
