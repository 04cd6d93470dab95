import { formatDay } from '@/shared/dates';
import type { Locale } from '@/shared/locale';

// The clock in Nairobi, 24-hour, as Kenyan shops write it in both languages.
const clock = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'Africa/Nairobi' });

/** When an order was placed or changed status: "25 Nov 2026, 14:30" (the day as the shop's documents write it). */
export const formatOrderTime = (value: string, locale: Locale): string => `${formatDay(value, locale)}, ${clock.format(new Date(value))}`;
