/*
 * Links to the front office's public pages (SPEC §2: outside the back-office's route table). The
 * base is FRONT_OFFICE_URL (lib/env.ts), read on the server and passed in.
 */

function base(frontOfficeUrl: string): string {
  return frontOfficeUrl.replace(/\/+$/, '');
}

/** A professional's public profile: `/public/profil/:id`. */
export function publicProfileUrl(frontOfficeUrl: string, professionalId: string): string {
  return `${base(frontOfficeUrl)}/public/profil/${encodeURIComponent(professionalId)}`;
}

/** One feedback on a professional's public feedback page: `/public/profil/:id/avis#:feedbackId`. */
export function publicFeedbackUrl(
  frontOfficeUrl: string,
  professionalId: string,
  feedbackId: string,
): string {
  return `${publicProfileUrl(frontOfficeUrl, professionalId)}/avis#${encodeURIComponent(feedbackId)}`;
}
