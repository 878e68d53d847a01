import type { ReactNode } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { DescriptionList, type DescriptionItem } from '@/components/ui/description-list';

export interface RecordSectionProps {
  title: string;
  /** Term/value pairs; a dash stands for each empty value. */
  items?: readonly DescriptionItem[];
  columns?: 1 | 2 | 3;
  /** Buttons or links in the section's header. */
  actions?: ReactNode;
  /** Anything else under the pairs (a tree, a table, an empty-state text). */
  children?: ReactNode;
}

/** A titled card of a record page holding a description list. */
export function RecordSection({ title, items, columns = 2, actions, children }: RecordSectionProps) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        {actions ? <div className="flex flex-wrap items-center gap-2">{actions}</div> : null}
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {items && items.length > 0 ? <DescriptionList items={items} columns={columns} /> : null}
        {children}
      </CardContent>
    </Card>
  );
}
