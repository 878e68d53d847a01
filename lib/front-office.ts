import 'server-only';
import { env } from '@/lib/env';

/*
 * The front office's public pages (SPEC §2, outside the guarded table): the back-office links to
 * them on FRONT_OFFICE_URL and serves none of them itself (its own /public/… paths are the 404).
 */

function frontOffice(path: string): string {
  return `${env().FRONT_OFFICE_URL.replace(/\/+$/, '')}${path}`;
}

/** /public/profil/:id, a professional's public profile. */
export function publicProfileUrl(professionalId: string): string {
  return frontOffice(`/public/profil/${encodeURIComponent(professionalId)}`);
}

/** /public/profil/:id/avis#:feedbackId, a professional's public feedbacks, at one of them when given. */
export function publicFeedbacksUrl(professionalId: string, feedbackId?: string): string {
  const hash = feedbackId ? `#${encodeURIComponent(feedbackId)}` : '';
  return frontOffice(`/public/profil/${encodeURIComponent(professionalId)}/avis${hash}`);
}
