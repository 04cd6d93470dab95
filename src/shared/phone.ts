// Kenyan mobile numbers (docs/product.md, "Validation rules"): +254 or 0, then 1 or 7, then 8 digits.
export const KENYAN_PHONE = /^(?:\+254|0)[17]\d{8}$/;

/** Digits in international form for wa.me and tel: links ("0712 345 678" -> "254712345678"). */
export function internationalDigits(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.startsWith('0')) return `254${digits.slice(1)}`;
  return digits;
}

export const telHref = (phone: string): string => `tel:+${internationalDigits(phone)}`;

/** A number as shown to people: non-breaking spaces keep it on one line wherever it sits. */
export const phoneText = (phone: string): string => phone.replace(/ /g, '\u00a0');
