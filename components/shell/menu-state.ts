import type { MenuSection } from '@/lib/access';

/** Whether `pathname` is the link's page or one of the pages under it (`/clients/42` under `/clients`). */
export function isWithin(pathname: string, href: string): boolean {
  if (href === '/') return pathname === '/';
  return pathname === href || pathname.startsWith(`${href}/`);
}

/** The section holding the page on screen, which the side menu opens by itself. */
export function currentSectionId(
  sections: readonly MenuSection[],
  pathname: string,
): MenuSection['id'] | null {
  return sections.find((section) => section.links.some((link) => isWithin(pathname, link.href)))?.id ?? null;
}
