/** The planner's input limits (docs/product.md, "Solar planner"), apart from its schemas so its messages need no zod. */
export const PLANNER_LIMITS = {
  maxAppliances: 50,
  maxWatts: 20_000,
  maxQuantity: 100,
  maxHours: 24,
  maxSurgeFactor: 7,
  maxAutonomyDays: 5,
  maxNameLength: 60,
} as const;
