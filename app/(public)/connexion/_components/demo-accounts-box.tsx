'use client';

import { ChevronRight } from 'lucide-react';
import { PUBLIC_LABELS } from '@/lib/domain/public-texts';
import type { DemoAccounts } from '../demo-accounts';

/**
 * The seeded accounts of the fake gateway, shown only when the app runs against it: picking one
 * fills the e-mail field.
 */
export function DemoAccountsBox({ demo, onPick }: { demo: DemoAccounts; onPick: (email: string) => void }) {
  return (
    <details className="group mt-6 rounded-md border border-border bg-surface-muted text-sm">
      <summary className="focus-ring flex cursor-pointer list-none items-center gap-2 rounded-md px-3 py-2 font-medium text-fg [&::-webkit-details-marker]:hidden">
        <ChevronRight aria-hidden="true" className="size-4 transition-transform group-open:rotate-90" />
        {PUBLIC_LABELS.demoAccounts}
      </summary>
      <div className="border-t border-border px-3 py-3">
        <p className="mb-2 text-fg-muted">
          Mot de passe commun : <code className="font-mono text-fg">{demo.password}</code>
        </p>
        <ul className="flex flex-col gap-1">
          {demo.accounts.map((account) => (
            <li key={account.role}>
              <button
                type="button"
                onClick={() => onPick(account.email)}
                className="focus-ring flex w-full items-center justify-between gap-3 rounded px-2 py-1 text-left hover:bg-surface-hover"
              >
                <span className="font-mono text-xs text-fg">{account.email}</span>
                <span className="text-xs font-medium text-fg-muted">{account.label}</span>
              </button>
            </li>
          ))}
        </ul>
      </div>
    </details>
  );
}
