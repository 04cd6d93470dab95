import type { Query } from '@tanstack/react-query';
import { reportsApi } from '@/shared/contract/reports';

const REPORT_PATHS: readonly string[] = Object.values(reportsApi).map((endpoint) => endpoint.path);

/**
 * Every read of the staff reports (sales, payments, what is owed), whatever its range. They add up orders and their
 * payments, so what changes an order's figures (a payment, a status, a charge, a customer's name) refreshes them with
 * `invalidateQueries({ predicate: readsReports })`; otherwise a report read before the change is shown again, unchanged.
 * Below the features, since the payments and the staff screens both change what they add up.
 */
export const readsReports = ({ queryKey: [path] }: Query): boolean => typeof path === 'string' && REPORT_PATHS.includes(path);
