import 'server-only';
import { desc, sql } from 'drizzle-orm';
import type { Database } from '../db';
import { errorReports } from '../db/schema';

/** Error reports grouped by their message: how often, first and last seen, and the newest page it happened on. */
export function errorGroups(db: Database, limit = 100) {
  return db
    .select({
      message: errorReports.message,
      count: sql<number>`count(*)::int`,
      firstAt: sql<Date>`min(${errorReports.createdAt})`.mapWith(errorReports.createdAt),
      lastAt: sql<Date>`max(${errorReports.createdAt})`.mapWith(errorReports.createdAt),
      lastUrl: sql<string>`(array_agg(${errorReports.url} order by ${errorReports.createdAt} desc))[1]`,
      lastStack: sql<string>`(array_agg(${errorReports.stack} order by ${errorReports.createdAt} desc))[1]`,
      lastUserAgent: sql<string>`(array_agg(${errorReports.userAgent} order by ${errorReports.createdAt} desc))[1]`,
    })
    .from(errorReports)
    .groupBy(errorReports.message)
    .orderBy(desc(sql`max(${errorReports.createdAt})`))
    .limit(limit);
}
