import type { Locale } from './locale';
import { exactCents, formatKsh } from './money';
import { countyBySlug } from './planner/counties';
import type { OrderCharge, OrderDelivery } from './schemas/delivery';

// The delivery line every view of an order shows (docs/product.md, "Delivery"): the order page, the staff dialog,
// the WhatsApp message, the e-mails and the documents, so they can never word or price it differently.

const WORDS: Record<Locale, { delivery: string; deliveryTo: string; pickupAt: string; free: string; toBeConfirmed: string; installation: string }> = {
  en: {
    delivery: 'Delivery',
    deliveryTo: 'Delivery to',
    pickupAt: 'Pickup at',
    free: 'Free',
    toBeConfirmed: 'To be confirmed',
    installation: 'Installation',
  },
  sw: { delivery: 'Kupeleka', deliveryTo: 'Kuletewa', pickupAt: 'Kuchukua', free: 'Bure', toBeConfirmed: 'Itathibitishwa', installation: 'Ufungaji' },
};

export interface DeliveryLine {
  label: string;
  /** "KSh 2,500", "Free" or "To be confirmed". */
  amount: string;
}

/** An order's delivery as a line beside its goods; an order placed without a choice has its fee to be confirmed. */
export function deliveryLine(delivery: OrderDelivery | null, locale: Locale): DeliveryLine {
  const words = WORDS[locale];
  const fee = delivery?.fee ?? null;
  const amount = fee === null ? words.toBeConfirmed : exactCents(fee) === 0n ? words.free : formatKsh(fee);
  if (delivery?.method === 'pickup' && delivery.pickupPoint) {
    return { label: `${words.pickupAt} ${delivery.pickupPoint.name}, ${delivery.pickupPoint.town}`, amount };
  }
  const county = delivery?.county ? countyBySlug(delivery.county) : undefined;
  return { label: county ? `${words.deliveryTo} ${county.name}` : words.delivery, amount };
}

/**
 * The installer's quote as a line beside the goods, once staff quoted it (docs/product.md, "Installation"): the
 * order's `installation` charge, counted in its total. Null while there is none (not asked, not quoted, cancelled).
 */
export function installationLine(charges: readonly OrderCharge[], locale: Locale): DeliveryLine | null {
  const charge = charges.find((candidate) => candidate.kind === 'installation');
  if (!charge) return null;
  const words = WORDS[locale];
  return { label: words.installation, amount: exactCents(charge.amount) === 0n ? words.free : formatKsh(charge.amount) };
}
