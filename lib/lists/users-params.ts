import { usersQuery, type UsersQuery } from '@/lib/domain/lists';
import { restrictTo } from '@/components/data-table/url-state';
import { userAccountStatusFilter } from '@/lib/domain/enums';
import { userTypeFilter } from './users';

/*
 * The list's URL parsing, apart from ./users.ts: it uses the query schema (zod), which the table,
 * a client component importing ./users.ts, must not bring to the browser.
 */

/**
 * The URL's search params as the list's query: malformed values are dropped by the shared schema,
 * and values the filters do not offer (a staff type, a closed status) are dropped too.
 */
export function parseUsersListParams(params: Record<string, string | string[] | undefined>): UsersQuery {
  const query = usersQuery.parse(params);
  return {
    ...query,
    type: restrictTo(userTypeFilter.options, query.type),
    status: restrictTo(userAccountStatusFilter.options, query.status),
  };
}
