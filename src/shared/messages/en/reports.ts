import { AGE_BUCKET_IDS, EXPORTS, REPORT_LIMITS, SALES_GROUPS } from '../../reports';

/** Messages of the staff reports and CSV exports (docs/product.md, "Reports and exports"). */
export const reports = {
  report_from_invalid: 'from must be a date written as YYYY-MM-DD, such as 2026-11-24',
  report_to_invalid: 'to must be a date written as YYYY-MM-DD, such as 2026-11-24',
  report_range_reversed: 'from must not be after to',
  report_range_too_long: `A report covers at most ${REPORT_LIMITS.maxDays} days (two years)`,
  report_group_unknown: `groupBy must be one of: ${SALES_GROUPS.join(', ')}`,
  receivables_bucket_unknown: `bucket must be one of: ${AGE_BUCKET_IDS.join(', ')}`,
  export_unknown: `No such export. The exports are: ${EXPORTS.map((name) => `${name}.csv`).join(', ')}`,
} as const;
