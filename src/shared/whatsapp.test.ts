import { describe, expect, it } from 'vitest';
import { followUpMessage, whatsappUrl } from './whatsapp';

describe('the prefilled WhatsApp texts', () => {
  it("follow up on an order in the screen's language, English by default", () => {
    expect(followUpMessage('SH-7KQ2MX')).toBe('Follow up on Order #SH-7KQ2MX');
    expect(followUpMessage('SH-7KQ2MX', 'en')).toBe('Follow up on Order #SH-7KQ2MX');
    expect(followUpMessage('SH-7KQ2MX', 'sw')).toBe('Nafuatilia Oda #SH-7KQ2MX');
  });

  it('travel in the link whole, Kiswahili included', () => {
    const url = whatsappUrl('0712 345 678', followUpMessage('SH-7KQ2MX', 'sw'));
    expect(url).toBe('https://wa.me/254712345678?text=Nafuatilia%20Oda%20%23SH-7KQ2MX');
    expect(new URL(url).searchParams.get('text')).toBe('Nafuatilia Oda #SH-7KQ2MX');
  });
});
