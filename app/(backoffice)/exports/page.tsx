import type { Metadata } from 'next';
import { enumSchema } from '@/lib/domain/enums/schema';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { canRunAction, ROUTES } from '@/lib/access';
import { requireAccess } from '@/lib/auth/session';
import { todayInParis } from '@/lib/domain/days';
import { reportType } from '@/lib/domain/enums';
import { BULK_SYNC_BATCH_SIZE } from '@/lib/exports/id-list';
import { previousMonth } from '@/lib/exports/request';
import { BulkSyncForm } from './_components/bulk-sync-form';
import { ExportForm } from './_components/after-load';

export const metadata: Metadata = { title: ROUTES.exports.title };

/**
 * The finance exports (SUPPORT and FINANCE): a CSV report over a period, streamed through
 * /api/exports. SUPPORT also re-synchronises lists of records here (`bulkSync`). `?report=` chooses
 * the report (the command palette's "Exporter les factures d'assurance"); an unknown one is ignored.
 */
export default async function ExportsPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const session = await requireAccess('exports');
  const report = enumSchema(reportType).safeParse((await searchParams).report);
  return (
    <>
      <PageHeader title={ROUTES.exports.title} />
      <div className="flex flex-col gap-6">
        <Card>
          <CardHeader>
            <div>
              <CardTitle>Exporter des factures</CardTitle>
              <CardDescription>
                Le fichier s’ouvre dans un tableur : une ligne par facture ou avoir.
              </CardDescription>
            </div>
          </CardHeader>
          <CardContent>
            <ExportForm
              defaults={{
                ...previousMonth(todayInParis()),
                ...(report.success ? { report: report.data } : {}),
              }}
            />
          </CardContent>
        </Card>
        {canRunAction(session.user.roles, 'bulkSync') ? (
          <Card>
            <CardHeader>
              <div>
                <CardTitle>Re-synchronisation en masse</CardTitle>
                <CardDescription>
                  {`Demande à la passerelle de republier les événements d'une liste d'utilisateurs, de projets, de devis ou de factures, par lots de ${BULK_SYNC_BATCH_SIZE}.`}
                </CardDescription>
              </div>
            </CardHeader>
            <CardContent>
              <BulkSyncForm />
            </CardContent>
          </Card>
        ) : null}
      </div>
    </>
  );
}
