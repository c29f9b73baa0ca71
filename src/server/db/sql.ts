import { sql, type SQL } from 'drizzle-orm';

/** `count(*) filter (where ...)` as a number: several tallies in one pass over the rows. */
export const countWhere = (condition: SQL) => sql<number>`count(*) filter (where ${condition})`.mapWith(Number);
