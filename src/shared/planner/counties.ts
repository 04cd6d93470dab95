// Worst-month peak sun hours (kWh/m² a day on a horizontal surface) for the 47 counties, what the planner sizes the
// panels with (docs/product.md, "Solar planner").
//
// Sources, as named to shoppers and staff:
// - COUNTY_SOURCE: Riisun Solar Energy, "Average Peak Sun Hours by County"
//   (https://riisunsolarenergy.co.ke/average-peak-sun-hours-by-county). It gives each county it lists a range of
//   daily peak sun hours over the year; the lower end of that range is taken as the county's worst month.
// - REGION_SOURCE: for counties that source does not list (the highlands, the lake basin, the coast and Nairobi),
//   the lower end of the 4-6 kWh/m² a day that REIN Kenya gives for the country "depending on the location and time
//   of the year" (http://reinkenya.blogspot.com/p/solar-energy.html): a cautious figure for the cloudiest month of
//   those regions, marked `basis: 'region'`.
// Replace a region figure with a county's own when a per-county monthly series (such as NASA POWER's monthly
// climatology at the county's centre) is taken in; keep the basis honest when doing so.

export const COUNTY_SOURCE = 'Riisun Solar Energy, "Average Peak Sun Hours by County" (lower end of each county\'s range)';
export const REGION_SOURCE = 'REIN Kenya, "Solar Energy": 4-6 kWh/m² a day across Kenya by location and season (lower end)';
const REGION_WORST_MONTH = 4.0;

export interface County {
  slug: string;
  name: string;
  /** Worst-month peak sun hours a day. */
  peakSunHours: number;
  /** 'county': the county's own figure; 'region': its region's, for want of the county's own. */
  basis: 'county' | 'region';
}

/** The 47 counties in the order of their official county codes, ten codes a line (Mombasa 001 ... Nairobi 047). */
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

/** The counties COUNTY_SOURCE lists, with their own worst-month figure; every other county takes REGION_WORST_MONTH. */
const COUNTY_FIGURES: Partial<Record<(typeof COUNTY_NAMES)[number], number>> = {
  'Tana River': 6.2,
  Garissa: 6.3,
  Wajir: 6.5,
  Mandera: 6.4,
  Marsabit: 6.3,
  Isiolo: 6.5,
  Kitui: 6.0,
  Makueni: 6.0,
  Turkana: 6.5,
  Samburu: 6.2,
  Baringo: 6.2,
  Laikipia: 5.8,
};

// "Murang'a" -> 'muranga', 'Tana River' -> 'tana-river': the slugs plan links and the planner's form carry.
const slugOf = (name: string) => name.toLowerCase().replaceAll("'", '').replaceAll(' ', '-');

export const COUNTIES: readonly County[] = COUNTY_NAMES.map((name) => {
  const own = COUNTY_FIGURES[name];
  return { slug: slugOf(name), name, peakSunHours: own ?? REGION_WORST_MONTH, basis: own === undefined ? 'region' : 'county' };
});

/** The counties as a shopper looks for them: by name, A to Z (a list in code order puts Nairobi last). */
export const COUNTIES_BY_NAME: readonly County[] = [...COUNTIES].sort((a, b) => a.name.localeCompare(b.name, 'en'));

export const COUNTY_SLUGS = COUNTIES.map((entry) => entry.slug) as [string, ...string[]];
const BY_SLUG = new Map(COUNTIES.map((entry) => [entry.slug, entry]));
export const countyBySlug = (slug: string): County | undefined => BY_SLUG.get(slug);
export const DEFAULT_COUNTY = 'nairobi';
