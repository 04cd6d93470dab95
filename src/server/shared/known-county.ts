import { countyBySlug, type County } from '../../shared/planner/counties';
import { notFound } from '../plugins/errors';

/** The county a staff screen's setting names (delivery terms, climate figures), or 404 `county_unknown`. */
export function knownCounty(slug: string): County {
  const county = countyBySlug(slug);
  if (!county) throw notFound('county_unknown');
  return county;
}
