// Moved to src/server/shared/payment-state.ts (orders, payments and admin all read it); this re-export keeps admin's
// import working until that feature imports the shared module itself.
export * from '../shared/payment-state';
