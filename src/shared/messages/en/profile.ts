/** Messages of changing one's own profile. */
export const profile = {
  nothing_to_change: 'Send at least one field of your profile to change',
} as const;
