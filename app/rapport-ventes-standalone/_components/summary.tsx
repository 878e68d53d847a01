import { formatEuros, formatShare } from '@/lib/domain/money';
import { signatureRate, type SalesReport } from '@/lib/sales-report/aggregate';
import { formatCount } from '@/lib/sales-report/format';

function Figure({ label, value, detail }: { label: string; value: string; detail: string }) {
  return (
    <div className="flex flex-col gap-1 rounded-lg border border-border bg-surface px-4 py-3 break-inside-avoid">
      <dt className="text-xs font-medium tracking-wide text-fg-muted uppercase">{label}</dt>
      <dd className="text-xl font-semibold text-fg tabular-nums">{value}</dd>
      <dd className="text-xs text-fg-muted">{detail}</dd>
    </div>
  );
}

/** The figures of the whole period, first thing a reader looks at. */
export function ReportSummary({ report }: { report: SalesReport }) {
  const { invoices, creditNotes, net, projects } = report.totals;
  const rate = formatShare(signatureRate(projects));
  return (
    <dl
      aria-label="Chiffres de la période"
      className="grid grid-cols-2 gap-3 md:grid-cols-4 print:grid-cols-4"
    >
      <Figure
        label="Montant HT net"
        value={formatEuros(net.exclTax)}
        detail={`${formatEuros(net.inclTax)} TTC`}
      />
      <Figure
        label="Factures émises"
        value={formatCount(invoices.count)}
        detail={`${formatEuros(invoices.exclTax)} HT`}
      />
      <Figure
        label="Avoirs déduits"
        value={formatCount(creditNotes.count)}
        detail={`${formatEuros(-creditNotes.exclTax)} HT`}
      />
      <Figure
        label="Projets signés"
        value={formatCount(projects.signed)}
        detail={`sur ${formatCount(projects.published)} publiés${rate ? ` (${rate})` : ''}`}
      />
    </dl>
  );
}
