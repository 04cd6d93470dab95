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

const county = (slug: string, name: string, peakSunHours: number): County => ({ slug, name, peakSunHours, basis: 'county' });
const region = (slug: string, name: string): County => ({ slug, name, peakSunHours: REGION_WORST_MONTH, basis: 'region' });

/** The 47 counties in the order of their official county codes (Mombasa 001 ... Nairobi 047). */
export const COUNTIES: readonly County[] = [
  region('mombasa', 'Mombasa'),
  region('kwale', 'Kwale'),
  region('kilifi', 'Kilifi'),
  county('tana-river', 'Tana River', 6.2),
  region('lamu', 'Lamu'),
  region('taita-taveta', 'Taita-Taveta'),
  county('garissa', 'Garissa', 6.3),
  county('wajir', 'Wajir', 6.5),
  county('mandera', 'Mandera', 6.4),
  county('marsabit', 'Marsabit', 6.3),
  county('isiolo', 'Isiolo', 6.5),
  region('meru', 'Meru'),
  region('tharaka-nithi', 'Tharaka-Nithi'),
  region('embu', 'Embu'),
  county('kitui', 'Kitui', 6.0),
  region('machakos', 'Machakos'),
  county('makueni', 'Makueni', 6.0),
  region('nyandarua', 'Nyandarua'),
  region('nyeri', 'Nyeri'),
  region('kirinyaga', 'Kirinyaga'),
  region('muranga', "Murang'a"),
  region('kiambu', 'Kiambu'),
  county('turkana', 'Turkana', 6.5),
  region('west-pokot', 'West Pokot'),
  county('samburu', 'Samburu', 6.2),
  region('trans-nzoia', 'Trans Nzoia'),
  region('uasin-gishu', 'Uasin Gishu'),
  region('elgeyo-marakwet', 'Elgeyo-Marakwet'),
  region('nandi', 'Nandi'),
  county('baringo', 'Baringo', 6.2),
  county('laikipia', 'Laikipia', 5.8),
  region('nakuru', 'Nakuru'),
  region('narok', 'Narok'),
  region('kajiado', 'Kajiado'),
  region('kericho', 'Kericho'),
  region('bomet', 'Bomet'),
  region('kakamega', 'Kakamega'),
  region('vihiga', 'Vihiga'),
  region('bungoma', 'Bungoma'),
  region('busia', 'Busia'),
  region('siaya', 'Siaya'),
  region('kisumu', 'Kisumu'),
  region('homa-bay', 'Homa Bay'),
  region('migori', 'Migori'),
  region('kisii', 'Kisii'),
  region('nyamira', 'Nyamira'),
  region('nairobi', 'Nairobi'),
];

export const COUNTY_SLUGS = COUNTIES.map((entry) => entry.slug) as [string, ...string[]];
const BY_SLUG = new Map(COUNTIES.map((entry) => [entry.slug, entry]));
export const countyBySlug = (slug: string): County | undefined => BY_SLUG.get(slug);
export const DEFAULT_COUNTY = 'nairobi';
