// The 47 counties and the sun and temperature figures the planner sizes with (docs/product.md, "County sun and
// temperature"). The figures and their sources are ./county-climate.ts, made by scripts/planner-climate.ts; a super
// admin's override replaces a county's figures on the server (src/server/planner/climate-overrides.ts), which sends
// the effective figures to the page.
import type { CountyClimate } from './climate';
import { COUNTY_CLIMATE } from './county-climate';

export interface County extends CountyClimate {
  slug: string;
  name: string;
}

/** The 47 counties in the order of their official county codes (Mombasa 001 ... Nairobi 047). */
const COUNTY_NAMES = [
  'Mombasa',
  'Kwale',
  'Kilifi',
  'Tana River',
  'Lamu',
  'Taita-Taveta',
  'Garissa',
  'Wajir',
  'Mandera',
  'Marsabit',
  'Isiolo',
  'Meru',
  'Tharaka-Nithi',
  'Embu',
  'Kitui',
  'Machakos',
  'Makueni',
  'Nyandarua',
  'Nyeri',
  'Kirinyaga',
  "Murang'a",
  'Kiambu',
  'Turkana',
  'West Pokot',
  'Samburu',
  'Trans Nzoia',
  'Uasin Gishu',
  'Elgeyo-Marakwet',
  'Nandi',
  'Baringo',
  'Laikipia',
  'Nakuru',
  'Narok',
  'Kajiado',
  'Kericho',
  'Bomet',
  'Kakamega',
  'Vihiga',
  'Bungoma',
  'Busia',
  'Siaya',
  'Kisumu',
  'Homa Bay',
  'Migori',
  'Kisii',
  'Nyamira',
  'Nairobi',
] as const;

// "Murang'a" -> 'muranga', 'Tana River' -> 'tana-river': the slugs plan links and the planner's form carry.
const slugOf = (name: string) => name.toLowerCase().replaceAll("'", '').replaceAll(' ', '-');

export const COUNTIES: readonly County[] = COUNTY_NAMES.map((name) => ({ slug: slugOf(name), name, ...COUNTY_CLIMATE[name]! }));

/**
 * The counties as a shopper looks for them: by name, A to Z (a list in code order puts Nairobi last). The names are
 * plain letters, so comparing them as strings gives the alphabet's order (counties.test.ts holds it to English
 * collation) without a collator, whose first use loads locale data as the checkout's code starts on a slow phone.
 */
export const COUNTIES_BY_NAME: readonly County[] = [...COUNTIES].sort((a, b) => (a.name < b.name ? -1 : 1));

export const COUNTY_SLUGS = COUNTIES.map((entry) => entry.slug) as [string, ...string[]];
const BY_SLUG = new Map(COUNTIES.map((entry) => [entry.slug, entry]));
export const countyBySlug = (slug: string): County | undefined => BY_SLUG.get(slug);
/** A county's official code (Mombasa 1 ... Nairobi 47), the id its audit entries carry. */
export const countyCode = (county: County): number => COUNTIES.indexOf(BY_SLUG.get(county.slug)!) + 1;
export const DEFAULT_COUNTY = 'nairobi';
