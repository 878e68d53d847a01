import { RecordSection } from '@/components/record/record-section';
import { EnumBadge } from '@/components/ui/badge';
import { authorisationStatus, ownership, projectSearch, startingPeriod } from '@/lib/domain/enums';
import type { Project } from '@/lib/domain/schemas';

/** Free text as typed, line breaks kept (as text: nothing from the gateway is read as HTML). */
function paragraphs(text: string | null | undefined) {
  return text?.trim() ? <span className="whitespace-pre-line">{text}</span> : null;
}

/** Details tab: the owner's description, the CRC's comment and the owner's answers. */
export function DetailsTab({ project }: { project: Project }) {
  const { description, crcComment, questions } = project.details;
  const searches = questions?.searches ?? [];
  return (
    <div className="flex flex-col gap-6">
      <RecordSection
        title="Description"
        columns={1}
        items={[
          { term: 'Description du projet', value: paragraphs(description) },
          { term: 'Commentaire CRC', value: paragraphs(crcComment) },
        ]}
      />
      <RecordSection
        title="Questions"
        items={[
          {
            term: 'Recherches',
            value:
              searches.length > 0 ? (
                <ul className="flex flex-col gap-0.5">
                  {searches.map((search) => (
                    <li key={search}>{projectSearch.label(search)}</li>
                  ))}
                </ul>
              ) : null,
          },
          { term: 'Démarrage souhaité', value: startingPeriod.label(questions?.startingPeriod) },
          {
            term: "Autorisation d'urbanisme",
            value: <EnumBadge catalogue={authorisationStatus} value={questions?.authorisationStatus} />,
          },
          { term: "Statut d'occupation", value: ownership.label(questions?.ownership) },
        ]}
      />
    </div>
  );
}
