import { formatDay, nairobiDateTime } from '@/shared/dates';
import type { Locale } from '@/shared/locale';

/**
 * When an order was placed or changed status: "25 Nov 2026, 14:30" (the day as the shop's documents write it, the
 * clock in Nairobi, 24-hour, as Kenyan shops write it in both languages). Written from the fixed offset rather than an
 * Intl format with a time zone, whose first use loads locale data while a slow phone hydrates the order page.
 */
export const formatOrderTime = (value: string, locale: Locale): string => `${formatDay(value, locale)}, ${nairobiDateTime(value).slice(11, 16)}`;
