import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

const base = { SIGNING_SECRET: 'a'.repeat(64) };

describe('shop settings from the environment', () => {
  it('ship no testimonial video unless the shop names its own', () => {
    expect(loadConfig(base).shop.testimonialVideoIds).toEqual([]);
    expect(loadConfig({ ...base, SHOP_VIDEO_IDS: 'abcdefghijk, ABCDEFGHIJ-' }).shop.testimonialVideoIds).toEqual(['abcdefghijk', 'ABCDEFGHIJ-']);
    expect(loadConfig({ ...base, SHOP_VIDEO_IDS: 'abcdefghijk,ABCDEFGHIJ-,0123456789_' }).shop.testimonialVideoIds).toHaveLength(3);
  });

  it('refuse a video id that is not a YouTube id', () => {
    expect(() => loadConfig({ ...base, SHOP_VIDEO_IDS: 'https://youtu.be/abcdefghijk' })).toThrow(/SHOP_VIDEO_IDS: YouTube video ids/);
  });
});
