import { describe, expect, it } from 'vitest';
import { isPageRequest, isPictureRequest, isPublicCatalogueRead, isShareableAnswer } from './web-app';

describe('what the service worker keeps', () => {
  it('keeps catalogue reads and nothing else from the API', () => {
    for (const path of ['/api/categories', '/api/products', '/api/products/solar-panel-450w', '/api/products/solar-panel-450w/reviews']) {
      expect(isPublicCatalogueRead(path), path).toBe(true);
    }
    for (const path of [
      '/api/auth/user',
      '/api/user',
      '/api/cart',
      '/api/cart/with-products',
      '/api/wishlist/with-products',
      '/api/orders',
      '/api/admin/products',
      '/api/products/x/reviews/1',
      '/api/productsx',
    ]) {
      expect(isPublicCatalogueRead(path), path).toBe(false);
    }
  });

  it('treats HTML requests outside the API and files as pages', () => {
    expect(isPageRequest('/products', 'text/html,application/xhtml+xml')).toBe(true);
    expect(isPageRequest('/products', '*/*')).toBe(false);
    expect(isPageRequest('/api/login', 'text/html')).toBe(false);
    expect(isPageRequest('/assets/index-abc.js', 'text/html')).toBe(false);
    expect(isPageRequest('/products', null)).toBe(false);
  });

  it('knows the shop pictures', () => {
    for (const path of [
      '/_img/400w.webp/images/products/x.svg',
      '/images/products/x.svg',
      '/objects/uploads/abc',
      '/icons/icon-192.png',
      '/favicon.svg',
    ]) {
      expect(isPictureRequest(path), path).toBe(true);
    }
    expect(isPictureRequest('/api/products')).toBe(false);
  });

  it('keeps only complete answers that were not marked for one person', () => {
    expect(isShareableAnswer(200, 'no-cache')).toBe(true);
    expect(isShareableAnswer(200, null)).toBe(true);
    expect(isShareableAnswer(200, 'public, max-age=31536000, immutable')).toBe(true);
    expect(isShareableAnswer(200, 'private, no-cache')).toBe(false);
    expect(isShareableAnswer(200, 'No-Store')).toBe(false);
    expect(isShareableAnswer(206, null)).toBe(false);
    expect(isShareableAnswer(404, 'no-cache')).toBe(false);
    expect(isShareableAnswer(0, null)).toBe(false);
  });
});
