import { Tabs as TabsPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from './cn';
import { TAB_LIST } from './tab-keys';

// No 'use client' here: the Radix parts are client components already, and resolveTab must stay
// usable from server pages.

const TAB =
  'focus-ring -mb-px inline-flex items-center gap-2 rounded-t-md border-b-2 border-transparent px-3 py-2 ' +
  'text-sm font-medium whitespace-nowrap text-fg-muted no-underline hover:text-fg hover:no-underline ' +
  'disabled:cursor-not-allowed disabled:opacity-50';

/** In-page tabs (state kept in the component). Record pages use LinkTabs instead. */
export function Tabs({ className, ...props }: ComponentProps<typeof TabsPrimitive.Root>) {
  return <TabsPrimitive.Root className={cn('flex flex-col gap-4', className)} {...props} />;
}

export function TabsList({ className, ...props }: ComponentProps<typeof TabsPrimitive.List>) {
  return <TabsPrimitive.List className={cn(TAB_LIST, className)} {...props} />;
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      className={cn(
        TAB,
        'data-[state=active]:border-brand-700 data-[state=active]:text-brand-800',
        className,
      )}
      {...props}
    />
  );
}

export function TabsContent({ className, ...props }: ComponentProps<typeof TabsPrimitive.Content>) {
  return <TabsPrimitive.Content className={cn('focus-ring rounded-sm', className)} {...props} />;
}

export { LinkTabs, type LinkTabsProps } from './link-tabs';
export { resolveTab, type LinkTab, type SearchParamValue } from './tab-keys';
