import { sql, type SQL } from 'drizzle-orm';
import { users } from '../db/schema';

/**
 * The form two usernames are compared in: compatibility-normalised (full-width `ｂｏｓｓ` is `boss`) and case-folded
 * (`BOSS`, `Boss` and `boss` are one name; upper-casing first folds `ß` to `ss`).
 */
export function usernameKey(username: string): string {
  return username.trim().normalize('NFKC').toUpperCase().toLowerCase().normalize('NFKC');
}

// Cyrillic and Greek letters (lower case, as the comparison lowers first) drawn like a Latin letter in upper or lower
// case: `bоss` with a Cyrillic о, or `ВОSS` with a Cyrillic В and О, look like `boss`. Same-script look-alikes (0/o,
// rn/m) are not the mixed-script trick and stay allowed.
const LOOK_ALIKES: [string, string][] = [
  ['а', 'a'],
  ['в', 'b'],
  ['е', 'e'],
  ['ё', 'e'],
  ['к', 'k'],
  ['м', 'm'],
  ['н', 'h'],
  ['о', 'o'],
  ['р', 'p'],
  ['с', 'c'],
  ['т', 't'],
  ['у', 'y'],
  ['х', 'x'],
  ['ь', 'b'],
  ['і', 'i'],
  ['ї', 'i'],
  ['ј', 'j'],
  ['ѕ', 's'],
  ['ԁ', 'd'],
  ['һ', 'h'],
  ['ӏ', 'l'],
  ['ԛ', 'q'],
  ['ԝ', 'w'],
  ['α', 'a'],
  ['β', 'b'],
  ['ε', 'e'],
  ['η', 'h'],
  ['ι', 'i'],
  ['κ', 'k'],
  ['μ', 'm'],
  ['ν', 'v'],
  ['ο', 'o'],
  ['ρ', 'p'],
  ['τ', 't'],
  ['υ', 'u'],
  ['χ', 'x'],
  ['ζ', 'z'],
  ['ı', 'i'],
  ['ɑ', 'a'],
];
const FROM = LOOK_ALIKES.map(([from]) => from).join('');
const TO = LOOK_ALIKES.map(([, to]) => to).join('');

/**
 * A name reduced to what it looks like, computed by PostgreSQL for both sides so they are reduced alike. `lower`
 * keeps `ß`, which `usernameKey` folds to `ss` (one letter to two, out of `translate`'s reach): `straße` is `strasse`.
 */
const skeleton = (name: SQL | string) => sql`replace(translate(lower(normalize(${name}, NFKC)), ${FROM}, ${TO}), 'ß', 'ss')`;

/** Existing usernames that look like this one: the same name in another spelling, or a look-alike in another script. */
export const lookAlikeUsernames = (username: string) => sql`${skeleton(sql`${users.username}`)} = ${skeleton(username)}`;
