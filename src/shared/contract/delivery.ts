import { endpoint } from './endpoint';
import type { deliverySchemas as S } from './delivery-schemas';

/** Delivery by county and pickup points (docs/product.md, "Delivery"): read by anyone, set by super admins. */
export const deliveryApi = {
  options: endpoint<typeof S.options>()('GET', '/api/delivery'),
  setCounty: endpoint<typeof S.setCounty>()('PUT', '/api/admin/delivery/counties/:slug'),
  addPickupPoint: endpoint<typeof S.addPickupPoint>()('POST', '/api/admin/delivery/pickup-points'),
  updatePickupPoint: endpoint<typeof S.updatePickupPoint>()('PUT', '/api/admin/delivery/pickup-points/:id'),
  removePickupPoint: endpoint<typeof S.removePickupPoint>()('DELETE', '/api/admin/delivery/pickup-points/:id'),
};
