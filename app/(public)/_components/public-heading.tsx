import type { ReactNode } from 'react';

/** The page-level title of a public screen, with an optional line of explanation. */
export function PublicHeading({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <header className="mb-6 flex flex-col gap-1.5">
      <h1 className="text-xl font-semibold tracking-tight text-fg">{title}</h1>
      {children ? <p className="text-sm text-fg-muted">{children}</p> : null}
    </header>
  );
}
