import { Download } from 'lucide-react';
import type { Metadata } from 'next';
import { buttonClasses } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Notice } from '@/components/ui/notice';
import { HOME_PATH, ROUTES } from '@/lib/access';
import { readOrExpire } from '@/lib/auth/gateway-read';
import { requireAccess } from '@/lib/auth/session';
import { formatDateTime } from '@/lib/domain/dates';
import type { SalesReport } from '@/lib/sales-report/aggregate';
import { formatCount, frenchDay } from '@/lib/sales-report/format';
import { loadSalesReport } from '@/lib/sales-report/load';
import { periodQuery, readPeriod } from '@/lib/sales-report/period';
import { PeriodForm } from './_components/period-form';
import { PrintButton } from './_components/print-button';
import { ProjectsChart } from './_components/projects-chart';
import { MonthTable, TypeTable } from './_components/report-tables';
import { RevenueChart } from './_components/revenue-chart';
import { ReportSummary } from './_components/summary';
import './report.css';

export const metadata: Metadata = { title: ROUTES.salesReport.title };

/** Where the CSV of the same figures is served (app/api/rapport-ventes/route.ts). */
const CSV_PATH = '/api/rapport-ventes';

function isEmpty({ totals }: SalesReport): boolean {
  return totals.invoices.count + totals.creditNotes.count + totals.projects.published === 0;
}

interface PageProps {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/**
 * The standalone sales report (SPEC §2), outside the back-office shell: made to be put on a screen
 * or printed. What it shows and why: docs/decisions.md, "Sales report".
 */
export default async function SalesReportPage({ searchParams }: PageProps) {
  const session = await requireAccess('salesReport');
  const input = readPeriod(await searchParams);
  const { period } = input;
  const report = period ? await readOrExpire(() => loadSalesReport(session, period)) : null;

  return (
    <main className="sales-report mx-auto flex max-w-6xl flex-col gap-6 px-6 py-6 print:max-w-none print:gap-4 print:p-0">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight text-fg">{ROUTES.salesReport.title}</h1>
          <p className="mt-1 text-sm text-fg-muted">
            {period ? `Du ${frenchDay(period.from)} au ${frenchDay(period.to)}` : 'Période à corriger'}
            {' · '}édité le {formatDateTime(new Date())} par {session.user.firstName} {session.user.lastName}
          </p>
        </div>
        <nav aria-label="Actions du rapport" className="flex flex-wrap gap-2 print:hidden">
          {period ? (
            <a
              href={`${CSV_PATH}?${periodQuery(period)}`}
              download
              className={buttonClasses({ variant: 'secondary' })}
            >
              <Download aria-hidden="true" />
              Télécharger le CSV
            </a>
          ) : null}
          {report ? <PrintButton /> : null}
          <a href={HOME_PATH} className={buttonClasses({ variant: 'ghost' })}>
            Retour au back-office
          </a>
        </nav>
      </header>

      <div className="print:hidden">
        <PeriodForm input={input} />
      </div>

      {report ? (
        <>
          <ReportSummary report={report} />
          {isEmpty(report) ? (
            <Notice tone="info" role="status">
              Aucune facture ni aucun projet publié sur cette période.
            </Notice>
          ) : null}
          <Card className="break-inside-avoid">
            <CardHeader className="print:py-1.5">
              <CardTitle>Montant HT par mois</CardTitle>
              <CardDescription>
                Par type de facture, selon la date d&apos;émission ; avoirs déduits.
              </CardDescription>
            </CardHeader>
            <CardContent className="print:py-2">
              <RevenueChart report={report} />
            </CardContent>
          </Card>
          <Card className="break-inside-avoid">
            <CardHeader className="print:py-1.5">
              <CardTitle>Projets signés par mois de publication</CardTitle>
              <CardDescription>
                Projets publiés chaque mois, et ceux d&apos;entre eux qui sont signés ou terminés
                aujourd&apos;hui.
              </CardDescription>
            </CardHeader>
            <CardContent className="print:py-2">
              <ProjectsChart report={report} />
            </CardContent>
          </Card>
          <section aria-labelledby="by-month" className="flex flex-col gap-2 break-inside-avoid">
            <h2 id="by-month" className="text-base font-semibold text-fg">
              Par mois
            </h2>
            <MonthTable report={report} />
          </section>
          <section aria-labelledby="by-type" className="flex flex-col gap-2 break-inside-avoid">
            <h2 id="by-type" className="text-base font-semibold text-fg">
              Par type de facture
            </h2>
            <TypeTable report={report} />
          </section>
          <section aria-labelledby="method" className="text-xs text-fg-muted break-inside-avoid">
            <h2 id="method" className="mb-1 text-sm font-semibold text-fg">
              Lecture des chiffres
            </h2>
            <ul className="list-disc space-y-1 pl-5">
              <li>
                Factures : les factures de la plateforme (frais de service, assurance, factures), comptées le
                mois de leur émission. Les factures annulées ne sont pas comptées (
                {formatCount(report.canceled)} sur la période) ; une facture annulée par avoir reste comptée
                et son avoir est déduit le mois où il est émis.
              </li>
              <li>
                Projets signés : la liste des projets ne donne pas leur date de signature. Chaque projet est
                compté le mois de sa publication, et « signé » s&apos;il est aujourd&apos;hui signé ou terminé
                : le taux des mois récents peut encore monter.
              </li>
              <li>
                Source : les rapports de factures de la passerelle (les mêmes que les exports) et la liste des
                projets.
              </li>
            </ul>
          </section>
        </>
      ) : (
        <Notice tone="warning" role="status">
          Corrigez la période pour afficher le rapport.
        </Notice>
      )}
    </main>
  );
}
