import type { FastifyReply } from 'fastify';
import { LIMITS } from '../../shared/constants';
import type { AdminPageQuery } from '../../shared/schemas/admin';

/** The header of a paged answer that carries the number of all matches, not only the page's. */
export const TOTAL_COUNT_HEADER = 'x-total-count';

export interface Page {
  limit: number;
  offset: number;
}

/** The rows of the requested page: a large shop's admin list (or a flood of registrations) never answers megabytes. */
export const pageOf = ({ page = 1, limit = LIMITS.adminPageSize }: AdminPageQuery): Page => ({ limit, offset: (page - 1) * limit });

/** A page of rows as the answer, with the number of all matches in its header (as the catalogue sends it). */
export function sendPage<Row>(reply: FastifyReply, { rows, total }: { rows: Row[]; total: number }): Row[] {
  reply.header(TOTAL_COUNT_HEADER, String(total));
  return rows;
}
