// Moved to src/server/shared/to-product.ts (the cart answers products too); kept for the admin's import until it moves.
export { toProduct } from '../shared/to-product';
