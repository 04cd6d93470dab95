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

/** How far a staff kit check reaches (docs/product.md, "Check a kit"): enough for any kit a shop quotes, never long to check. */
export const CHECK_LIMITS = { maxLines: 20, maxQuantity: 100 } as const;
