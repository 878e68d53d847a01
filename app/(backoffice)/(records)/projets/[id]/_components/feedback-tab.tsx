import { RecordLink } from '@/components/record/related-links';
import { RecordSection } from '@/components/record/record-section';
import { EnumBadge } from '@/components/ui/badge';
import { Table, TableEmptyRow, TBody, Td, Th, THead, Tr } from '@/components/ui/table';
import { pathFor } from '@/lib/access/paths';
import { formatDateTime } from '@/lib/domain/dates';
import { feedbackStatus, issueType } from '@/lib/domain/enums';
import type { Project } from '@/lib/domain/schemas';
import { UserLink } from '@/app/(backoffice)/_components/user-link';

/** Feedback tab: the owner's feedback on the work, and the issues reported on the project. */
export function FeedbackTab({ project }: { project: Project }) {
  const { feedback, issues } = project;
  return (
    <div className="flex flex-col gap-6">
      <RecordSection
        title="Avis"
        columns={3}
        items={
          feedback
            ? [
                { term: 'Statut', value: <EnumBadge catalogue={feedbackStatus} value={feedback.status} /> },
                { term: 'Note', value: feedback.rate == null ? null : `${feedback.rate}/5` },
                { term: 'Envoyé le', value: formatDateTime(feedback.dispatchedAt) },
              ]
            : undefined
        }
      >
        {feedback ? (
          <p className="text-sm">
            <RecordLink href={pathFor('feedbackView', { id: feedback.id })}>Voir l&apos;avis</RecordLink>
          </p>
        ) : (
          <p className="text-sm text-fg-muted">Aucun avis sur ce projet.</p>
        )}
      </RecordSection>
      <RecordSection
        title="Signalements"
        actions={
          <RecordLink href={`${pathFor('issues')}?projectId=${encodeURIComponent(project.id)}`}>
            Liste des signalements du projet
          </RecordLink>
        }
      >
        <Table caption="Signalements du projet">
          <THead>
            <tr>
              <Th>RID</Th>
              <Th>Type</Th>
              <Th>Émetteur</Th>
              <Th>Description</Th>
              <Th>Date</Th>
            </tr>
          </THead>
          <TBody>
            {issues.length === 0 ? (
              <TableEmptyRow colSpan={5}>Aucun signalement.</TableEmptyRow>
            ) : (
              issues.map((issue) => (
                <Tr key={issue.id}>
                  <Td kind="id">
                    <RecordLink href={pathFor('issueView', { id: issue.id })}>{issue.rid}</RecordLink>
                  </Td>
                  <Td kind="status">
                    <EnumBadge catalogue={issueType} value={issue.type} />
                  </Td>
                  <Td>
                    <UserLink user={issue.emitter} />
                  </Td>
                  <Td className="max-w-md whitespace-pre-line">{issue.description}</Td>
                  <Td kind="datetime">{formatDateTime(issue.createdAt)}</Td>
                </Tr>
              ))
            )}
          </TBody>
        </Table>
      </RecordSection>
    </div>
  );
}
