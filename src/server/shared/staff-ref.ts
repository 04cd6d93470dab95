import { alias } from 'drizzle-orm/pg-core';
import { users } from '../db/schema';

/** The staff account that made a step, joined under its own name beside the customer's account. */
export const changer = alias(users, 'changer');

/** The changer's columns in a step's select, read back by `staffRef`. */
export const changerColumns = { changerId: changer.id, changerUsername: changer.username };

/** Who made a step, from its left-joined changer: none once that account is erased. */
export const staffRef = (id: number | null, username: string | null) => (id === null || username === null ? null : { id, username });
