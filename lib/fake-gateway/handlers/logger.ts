import { logEntryRequest } from '@/lib/domain/requests';
import { parseJson, route } from '../core/route-kit';

/** Kept for GET /__fake/logs; older reports are dropped. */
const MAX_LOGS = 500;

export const loggerHandlers = [
  route('POST', '/logger', async ({ request, db }) => {
    const entry = await parseJson(request, logEntryRequest);
    db.appLogs.push(entry);
    if (db.appLogs.length > MAX_LOGS) db.appLogs.splice(0, db.appLogs.length - MAX_LOGS);
    return undefined;
  }),
];
