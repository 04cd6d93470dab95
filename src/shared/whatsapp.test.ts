import { describe, expect, it } from 'vitest';
import { followUpMessage, productOrderMessage, whatsappUrl } from './whatsapp';

describe('the prefilled WhatsApp texts', () => {
  it('follow up on an order in the screen\'s language, English by default', () => {
    expect(followUpMessage('SH-7KQ2MX')).toBe('Follow up on Order #SH-7KQ2MX');
    expect(followUpMessage('SH-7KQ2MX', 'en')).toBe('Follow up on Order #SH-7KQ2MX');
    expect(followUpMessage('SH-7KQ2MX', 'sw')).toBe('Nafuatilia Oda #SH-7KQ2MX');
  });

  it('ask for a product by the name the screen shows, with its price', () => {
    expect(productOrderMessage('Vestwoods 5kW 48V Hybrid Solar Inverter', '72000.00')).toBe(
      'Hello! I would like to order Vestwoods 5kW 48V Hybrid Solar Inverter (KSh 72,000). Is it available?',
    );
    expect(productOrderMessage('Vestwoods 5kW 48V Hybrid Solar Inverter', '72000.00', 'en')).toBe(productOrderMessage('Vestwoods 5kW 48V Hybrid Solar Inverter', '72000.00'));
    expect(productOrderMessage('Inverter ya Sola ya Hybrid Vestwoods 5kW 48V', '72000.50', 'sw')).toBe(
      'Habari! Ningependa kuagiza Inverter ya Sola ya Hybrid Vestwoods 5kW 48V (KSh 72,000.50). Je, inapatikana?',
    );
  });

  it('travel in the link whole, Kiswahili included', () => {
    const url = whatsappUrl('0712 345 678', followUpMessage('SH-7KQ2MX', 'sw'));
    expect(url).toBe('https://wa.me/254712345678?text=Nafuatilia%20Oda%20%23SH-7KQ2MX');
    expect(new URL(url).searchParams.get('text')).toBe('Nafuatilia Oda #SH-7KQ2MX');
  });
});
