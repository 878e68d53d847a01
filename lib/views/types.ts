import type { Role } from '@/lib/domain/roles';

/** The longest name a view may have. */
export const VIEW_NAME_MAX = 80;

/**
 * The most views one staff member may own: each is listed in the menu and counted at the gateway on
 * home, so a staff member with thousands would slow every page they open and the gateway with it.
 */
export const VIEWS_PER_OWNER_MAX = 50;

/** The lists whose URL state a view keeps (lib/views/lists.ts says how each is read). */
export const VIEW_LISTS = [
  'users',
  'projects',
  'matches',
  'issues',
  'invoices',
  'credentials',
  'communications',
  'mailbox',
] as const;
export type ViewList = (typeof VIEW_LISTS)[number];

/** A list's filters, sort and page size kept under a name, private or shared with roles. */
export interface SavedView {
  id: string;
  list: ViewList;
  name: string;
  /** The list's search string without its page and without "?" (`status=PENDING&sort=…`). */
  query: string;
  /** Null: a view the back-office ships, which SUPPORT manages. */
  ownerId: string | null;
  ownerName: string;
  /** Empty: private to its owner. */
  sharedRoles: Role[];
  /** A queue: its items are claimed one after the other with "Traiter le suivant" (lib/queues). */
  queue: boolean;
  createdAt: string;
  updatedAt: string;
}

export type NewView = Omit<SavedView, 'id' | 'createdAt' | 'updatedAt'> & { id?: string };
export type ViewChanges = Partial<Pick<SavedView, 'name' | 'query' | 'sharedRoles' | 'queue'>>;
