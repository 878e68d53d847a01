import 'server-only';
import { z } from 'zod';
import { filenameFromContentDisposition as filenameOf } from '@/lib/content-disposition';
import { DEFAULT_REPORT_FILENAME } from '@/lib/domain/constants';
import type { ReportType } from '@/lib/domain/enums';
import { reportQuery, type ReportQuery } from '@/lib/domain/requests';
import { requestStream, requestWithHeaders, type GatewayStream, type GatewayToken } from './http';

/** SPEC §3 "Export result". */
export interface ExportResult {
  filename: string;
  data: string;
}

const REPORT_PATHS: Record<ReportType, string> = {
  INVOICES: '/reports/invoices',
  INSURANCE_INVOICES: '/reports/insurance-invoices',
};

/** The report's file name from the gateway's Content-Disposition, export.csv when it has none. */
export function filenameFromContentDisposition(header: string | null | undefined): string {
  return filenameOf(header, DEFAULT_REPORT_FILENAME);
}

/** GET /reports/invoices or /reports/insurance-invoices as CSV, read whole (small periods only). */
export async function getReport(
  token: GatewayToken,
  type: ReportType,
  query: ReportQuery,
): Promise<ExportResult> {
  const { data, headers } = await requestWithHeaders({
    method: 'GET',
    path: REPORT_PATHS[type],
    query: reportQuery.parse(query),
    accept: 'csv',
    schema: z.string(),
    token,
  });
  return { filename: filenameFromContentDisposition(headers.get('content-disposition')), data };
}

export const getInvoicesReport = (token: GatewayToken, query: ReportQuery) =>
  getReport(token, 'INVOICES', query);
export const getInsuranceInvoicesReport = (token: GatewayToken, query: ReportQuery) =>
  getReport(token, 'INSURANCE_INVOICES', query);

/**
 * The same report as its bytes arrive, for the exports route handler to pass on without holding a
 * year of invoices in memory. `signal` (the browser's request) gives up on the call with it.
 */
export function openReport(
  token: GatewayToken,
  type: ReportType,
  query: ReportQuery,
  options: { signal?: AbortSignal } = {},
): Promise<GatewayStream> {
  return requestStream({
    method: 'GET',
    path: REPORT_PATHS[type],
    query: reportQuery.parse(query),
    accept: 'csv',
    token,
    signal: options.signal,
  });
}
