import { DEFAULT_SHOP_SETTINGS, type ShopSettings } from '@/shared/shop-settings';

// The server writes the live settings into the page as inert JSON; the defaults serve the dev server and tests.
function readSettings(): ShopSettings {
  if (typeof document === 'undefined') return DEFAULT_SHOP_SETTINGS;
  const text = document.getElementById('shop-settings')?.textContent;
  if (!text) return DEFAULT_SHOP_SETTINGS;
  try {
    return { ...DEFAULT_SHOP_SETTINGS, ...(JSON.parse(text) as Partial<ShopSettings>) };
  } catch {
    return DEFAULT_SHOP_SETTINGS;
  }
}

/** One object for the whole app: the browser reads it from the page, the server sets it from its configuration. */
export const shopSettings: ShopSettings = readSettings();

export function setShopSettings(settings: ShopSettings): void {
  Object.assign(shopSettings, settings);
}
