import { describe, expect, it } from 'vitest';
import { openingHoursText } from './business-hours';
import { DEFAULT_SHOP_SETTINGS } from './shop-settings';

describe("the shop's hours", () => {
  it('read in English as before and wholly in Kiswahili', () => {
    const lines = (locale: 'en' | 'sw') => DEFAULT_SHOP_SETTINGS.businessHours.map((entry) => openingHoursText(entry, locale));
    expect(lines('en')).toEqual([
      { days: 'Monday - Friday', hours: '8:00 - 18:00' },
      { days: 'Saturday', hours: '9:00 - 17:00' },
      { days: 'Sunday', hours: 'Closed' },
    ]);
    expect(lines('sw')).toEqual([
      { days: 'Jumatatu - Ijumaa', hours: '8:00 - 18:00' },
      { days: 'Jumamosi', hours: '9:00 - 17:00' },
      { days: 'Jumapili', hours: 'Tumefunga' },
    ]);
  });
});
