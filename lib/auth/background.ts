import { BACKGROUND_HEADER } from '@/lib/domain/background-request';

/** Whether the page sent this request by itself (lib/domain/background-request.ts): no activity. */
export function isBackgroundRequest(headers: Pick<Headers, 'has'>): boolean {
  return headers.has(BACKGROUND_HEADER);
}
