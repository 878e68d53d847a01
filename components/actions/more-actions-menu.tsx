'use client';

import { ChevronDown } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { lazyComponent, useLazyComponent } from '@/components/ui/lazy-component';
import { MORE_ACTIONS_LABEL, type MoreActionsMenuProps } from './more-actions-labels';

// The menu's Radix part (popper, roving focus) is fetched once the page is shown, outside its first load.
const RadixMenu = lazyComponent(() =>
  import('./more-actions-radix').then((module) => module.MoreActionsRadixMenu),
);

/**
 * "Plus d'actions": the actions the record's state forbids, each with its reason, in a menu.
 * Until its Radix part has arrived, a click on the button opens the menu as soon as it does.
 */
export function MoreActionsMenu({ items }: MoreActionsMenuProps) {
  const [asked, setAsked] = useState(false);
  const { Component: Menu } = useLazyComponent(RadixMenu, true);
  if (Menu) return <Menu items={items} defaultOpen={asked} />;
  return (
    <Button variant="ghost" aria-haspopup="menu" aria-expanded={false} onClick={() => setAsked(true)}>
      {MORE_ACTIONS_LABEL}
      <ChevronDown aria-hidden="true" />
    </Button>
  );
}
