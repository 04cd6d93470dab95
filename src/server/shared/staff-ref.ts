import { alias } from 'drizzle-orm/pg-core';
import { users } from '../db/schema';

/** The staff account that made a step, joined under its own name beside the customer's account. */
export const changer = alias(users, 'changer');

/** The changer's columns in a step's select, read back by `staffStep`. */
export const changerColumns = { changerId: changer.id, changerUsername: changer.username };

/** A step as staff see it: when it was made, and by whom (none once that account is erased). */
export const staffStep = <Step extends { changedAt: Date; changerId: number | null; changerUsername: string | null }>({
  changerId,
  changerUsername,
  changedAt,
  ...step
}: Step) => ({
  ...step,
  changedAt: changedAt.toISOString(),
  changedBy: changerId === null || changerUsername === null ? null : { id: changerId, username: changerUsername },
});
