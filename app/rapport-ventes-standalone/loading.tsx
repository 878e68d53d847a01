import { Skeleton } from '@/components/ui/skeleton';
import { ROUTES } from '@/lib/access';

export default function SalesReportLoading() {
  return (
    <main aria-busy="true" className="mx-auto flex max-w-6xl flex-col gap-6 px-6 py-6">
      <h1 className="text-2xl font-semibold tracking-tight text-fg">{ROUTES.salesReport.title}</h1>
      <p className="text-sm text-fg-muted">Calcul du rapport…</p>
      <div className="grid grid-cols-2 gap-3 md:grid-cols-4">
        {Array.from({ length: 4 }, (_, index) => (
          <Skeleton key={index} className="h-20" />
        ))}
      </div>
      <Skeleton className="h-72" />
    </main>
  );
}
