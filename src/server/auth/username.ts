/**
 * The form two usernames are compared in: compatibility-normalised (full-width `ｂｏｓｓ` is `boss`) and case-folded
 * (`BOSS`, `Boss` and `boss` are one name; upper-casing first folds `ß` to `ss`).
 */
export function usernameKey(username: string): string {
  return username.trim().normalize('NFKC').toUpperCase().toLowerCase().normalize('NFKC');
}
