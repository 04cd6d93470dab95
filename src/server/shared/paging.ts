import type { PgSelect } from 'drizzle-orm/pg-core';
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

/** The query's rows of the page, or all of them without one. */
export const paged = <Query extends PgSelect>(query: Query, page?: Page) => (page ? query.limit(page.limit).offset(page.offset) : query);

/** A page of rows as the answer, with the number of all matches in its header (as the catalogue sends it). */
export function sendPage<Row>(reply: FastifyReply, { rows, total }: { rows: Row[]; total: number }): Row[] {
  reply.header(TOTAL_COUNT_HEADER, String(total));
  return rows;
}
