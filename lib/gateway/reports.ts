import 'server-only';
import { z } from 'zod';
import { DEFAULT_REPORT_FILENAME } from '@/lib/domain/constants';
import type { ReportType } from '@/lib/domain/enums';
import { reportQuery, type ReportQuery } from '@/lib/domain/requests';
import { requestWithHeaders, type GatewayToken } from './http';

/** SPEC §3 "Export result". */
export interface ExportResult {
  filename: string;
  data: string;
}

const REPORT_PATHS: Record<ReportType, string> = {
  INVOICES: '/reports/invoices',
  INSURANCE_INVOICES: '/reports/insurance-invoices',
};

function decodeExtValue(value: string): string | undefined {
  // RFC 5987: charset'language'percent-encoded-value
  const match = /^([\w!#$%&+^`{}~-]*)'[^']*'(.*)$/.exec(value.trim());
  if (!match) return undefined;
  try {
    return decodeURIComponent(match[2]);
  } catch {
    return undefined;
  }
}

/**
 * The file name of a Content-Disposition header: `filename*` (RFC 6266, UTF-8) wins over
 * `filename`; anything unusable gives export.csv. Directory parts and characters that would break
 * our own Content-Disposition header when the file is passed on are removed.
 */
export function filenameFromContentDisposition(header: string | null | undefined): string {
  if (!header) return DEFAULT_REPORT_FILENAME;
  const extended = /filename\*\s*=\s*("?)([^";]+)\1/i.exec(header);
  const plain = /(?:^|;)\s*filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;]+))/i.exec(header);
  const raw =
    (extended && decodeExtValue(extended[2])) ??
    (plain ? (plain[1] !== undefined ? plain[1].replace(/\\(.)/g, '$1') : plain[2].trim()) : undefined);
  const safe = raw
    ?.split(/[\\/]/)
    .pop()
    ?.replace(/[\u0000-\u001f\u007f"]/g, '')
    .trim();
  return safe ? safe : DEFAULT_REPORT_FILENAME;
}

/** GET /reports/invoices or /reports/insurance-invoices as CSV. */
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
