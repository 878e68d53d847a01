/** Where and how much the browser uploads (app/api/projets/[id]/documents/route.ts). */
import { MAX_FILE_SIZE } from '@/lib/domain/constants';

/**
 * One request carries one file (under MAX_FILE_SIZE) and its form fields: above this the route
 * refuses it unread. next.config.mjs lets the proxy pass bodies this large (`proxyClientMaxBodySize`,
 * '11mb'), and the fake gateway draws its own line at the same size.
 */
export const MAX_UPLOAD_REQUEST_BYTES = MAX_FILE_SIZE + 1_048_576;

export function projectDocumentsUploadHref(projectId: string): string {
  return `/api/projets/${encodeURIComponent(projectId)}/documents`;
}
