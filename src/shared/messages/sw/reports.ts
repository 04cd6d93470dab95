import { AGE_BUCKET_IDS, EXPORTS, REPORT_LIMITS, SALES_GROUPS } from '../../reports';
import type { reports as english } from '../en/reports';

export const reports: Record<keyof typeof english, string> = {
  report_from_invalid: 'from lazima iwe tarehe iliyoandikwa YYYY-MM-DD, kama 2026-11-24',
  report_to_invalid: 'to lazima iwe tarehe iliyoandikwa YYYY-MM-DD, kama 2026-11-24',
  report_range_reversed: 'from isiwe baada ya to',
  report_range_too_long: `Ripoti inaweza kuhusu siku ${REPORT_LIMITS.maxDays} tu (miaka miwili)`,
  report_group_unknown: `groupBy lazima iwe mojawapo ya: ${SALES_GROUPS.join(', ')}`,
  receivables_bucket_unknown: `bucket lazima iwe mojawapo ya: ${AGE_BUCKET_IDS.join(', ')}`,
  export_unknown: `Hakuna faili hiyo ya kupakua. Faili zilizopo ni: ${EXPORTS.map((name) => `${name}.csv`).join(', ')}`,
};
