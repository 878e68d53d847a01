import { RecordLink } from '@/components/record/related-links';
import { listHref, type ListDefaults, type ListQuery } from '@/components/data-table/url-state';
import { INVOICE_LIST_TEXTS as T } from '@/app/(backoffice)/_lib/invoice-messages';

export interface ListScopeItem {
  /** The query parameter (e.g. `recipientId`) the scope comes from. */
  name: string;
  /** "Factures du destinataire". */
  label: string;
  /** Who or what, as staff read it (a name and RID), or the id when the page has nothing better. */
  value: string;
}

/**
 * The filters a link set that the filter bar does not show (a recipient's or a project's id), each
 * with a link that removes it, so a list opened from a record never looks like the whole list.
 */
export function ListScope({
  items,
  pathname,
  query,
  defaults,
}: {
  items: readonly ListScopeItem[];
  pathname: string;
  query: ListQuery;
  defaults: ListDefaults;
}) {
  if (items.length === 0) return null;
  return (
    <ul aria-label="Filtres du lien" className="mb-4 flex flex-wrap gap-x-6 gap-y-2 text-sm">
      {items.map((item) => (
        <li key={item.name} className="flex items-center gap-2">
          <span>
            {item.label} : <span className="font-medium">{item.value}</span>
          </span>
          <RecordLink href={listHref(pathname, query, { [item.name]: undefined, page: undefined }, defaults)}>
            {T.removeScope}
          </RecordLink>
        </li>
      ))}
    </ul>
  );
}
