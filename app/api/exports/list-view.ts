import 'server-only';
import type { NextRequest } from 'next/server';
import type { RouteContext } from '@/lib/auth/handle-route';
import { z } from 'zod';
import { pathFor } from '@/lib/access';
import { todayInParis } from '@/lib/domain/days';
import { MAX_PAGE_SIZE } from '@/lib/domain/paging';
import {
  csvHead,
  csvLines,
  EXPORTABLE_LISTS,
  INVOICES_CSV,
  LIST_EXPORT_MAX_ROWS,
  LIST_EXPORT_MESSAGES,
  listCsvFilename,
  PROJECTS_CSV,
  type ExportableList,
  type ListCsv,
} from '@/lib/exports/list-csv';
import type { GatewayToken } from '@/lib/gateway/http';
import { listProviderInvoices } from '@/lib/gateway/billing';
import { listProjects } from '@/lib/gateway/projects';
import { outcomeOf } from '@/lib/journal/outcome';
import { JOURNAL_SUCCESS } from '@/lib/journal/types';
import { fileResponse, json } from '@/lib/route-responses';
import { INVOICES_LIST_DEFAULTS } from '@/lib/lists/invoices';
import { invoicesGatewayQuery, parseInvoicesListParams } from '@/lib/lists/invoices-params';
import { PROJECTS_LIST_DEFAULTS } from '@/lib/lists/projects';
import { parseProjectsListParams } from '@/lib/lists/projects-params';

type Params = Record<string, string | string[] | undefined>;

/** One page of the view as CSV lines, and how many rows the whole view holds. */
interface CsvPage {
  lines: string;
  count: number;
  total: number;
}

function csvView<T>(
  csv: ListCsv<T>,
  listPath: string,
  read: (token: GatewayToken, page: number) => Promise<{ items: T[]; total: number }>,
) {
  return {
    csv: csv as ListCsv<never>,
    listPath,
    readPage: async (token: GatewayToken, page: number): Promise<CsvPage> => {
      const { items, total } = await read(token, page);
      return { lines: csvLines(csv, items), count: items.length, total };
    },
  };
}

/** The list's own URL parsing, its gateway read (with its default sort), and its CSV. */
function viewOf(list: ExportableList, params: Params) {
  if (list === 'invoices') {
    const query = invoicesGatewayQuery(parseInvoicesListParams(params));
    const sort = query.sort ?? INVOICES_LIST_DEFAULTS.sort;
    return csvView(INVOICES_CSV, pathFor('invoices'), (token, page) =>
      listProviderInvoices(token, { ...query, sort, page, size: MAX_PAGE_SIZE }),
    );
  }
  const query = parseProjectsListParams(params);
  const sort = query.sort ?? PROJECTS_LIST_DEFAULTS.sort;
  return csvView(PROJECTS_CSV, pathFor('projects'), (token, page) =>
    listProjects(token, { ...query, sort, page, size: MAX_PAGE_SIZE }),
  );
}

function paramsOf(request: NextRequest): Params {
  const params: Params = {};
  for (const key of new Set(request.nextUrl.searchParams.keys())) {
    const values = request.nextUrl.searchParams.getAll(key);
    params[key] = values.length === 1 ? values[0] : values;
  }
  return params;
}

const listParam = z.enum(EXPORTABLE_LISTS);

/**
 * GET ?list=invoices|projects&<the list's filters and sort>: the list's whole filtered view as CSV,
 * in the list's order, read from the gateway 100 rows at a time as the file is sent. Filters are
 * parsed with the list page's own schema, so the file holds what the list shows. The first page is
 * read before answering: a failure is a clear refusal, and a view of more than
 * LIST_EXPORT_MAX_ROWS rows is refused before any line is sent. Journaled once the gateway answered.
 */
export async function exportListView(context: RouteContext): Promise<Response> {
  const { request, session } = context;
  const params = paramsOf(request);
  const list = listParam.safeParse(params.list);
  if (!list.success) return json(400, { ok: false, message: 'Cette liste ne peut pas être exportée.' });
  const { csv, listPath, readPage } = viewOf(list.data, params);
  // A session the gateway ended signs in again back to the list, whose button asked.
  context.page = listPath;

  let first: CsvPage;
  try {
    first = await readPage(session.token, 1);
  } catch (error) {
    await context.journal({ action: 'exportList', details: csv.label, outcome: outcomeOf(error) });
    throw error;
  }
  if (first.total > LIST_EXPORT_MAX_ROWS)
    return json(413, { ok: false, message: LIST_EXPORT_MESSAGES.tooMany(LIST_EXPORT_MAX_ROWS) });
  await context.journal({
    action: 'exportList',
    details: LIST_EXPORT_MESSAGES.journal(csv.label, first.total),
    outcome: JOURNAL_SUCCESS,
  });

  const encoder = new TextEncoder();
  const pages = Math.ceil(first.total / MAX_PAGE_SIZE);
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      controller.enqueue(encoder.encode(csvHead(csv) + first.lines));
      try {
        for (let page = 2; page <= pages && !request.signal.aborted; page += 1) {
          const { lines, count } = await readPage(session.token, page);
          if (count === 0) break;
          controller.enqueue(encoder.encode(lines));
        }
        controller.close();
      } catch (error) {
        context.fail('list export failed', error, { list: list.data });
        controller.error(error);
      }
    },
  });
  return fileResponse(body, {
    type: 'text/csv; charset=utf-8',
    filename: listCsvFilename(csv, todayInParis()),
  });
}
