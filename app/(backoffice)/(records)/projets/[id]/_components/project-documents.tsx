'use client';

import { useState } from 'react';
import { ActionButton } from '@/components/actions/action-button';
import { FileUpload } from '@/components/files/file-upload';
import { RecordLink } from '@/components/record/related-links';
import { EnumBadge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Checkbox, Field, Select, type SelectOption } from '@/components/ui/field';
import { Table, TableEmptyRow, TBody, Td, Th, THead, Tr } from '@/components/ui/table';
import { pathFor } from '@/lib/access/paths';
import { formatDateTime } from '@/lib/domain/dates';
import { documentStatus } from '@/lib/domain/enums';
import type { Document } from '@/lib/domain/schemas';
import { deleteConfirmation, documentsAddedMessage, DOCUMENT_MESSAGES } from '@/lib/documents/messages';
import { projectDocumentsUploadHref } from '@/lib/documents/upload';
import { deleteProjectDocumentsAction } from '../actions';

export interface ProjectDocumentsProps {
  projectId: string;
  /** The version of the project the page read (lib/changes), sent back with a deletion. */
  version: string;
  documents: readonly Pick<Document, 'id' | 'name' | 'type' | 'status' | 'createdAt'>[];
  /** From the role table (editProjectDocuments): false shows the list alone. */
  canEdit: boolean;
  /** Who documents may be added for: the owner first, then the professionals positioned. */
  owners: readonly SelectOption[];
}

function UploadCard({ projectId, owners }: Pick<ProjectDocumentsProps, 'projectId' | 'owners'>) {
  const [ownerId, setOwnerId] = useState(owners[0]?.value ?? '');
  return (
    <Card>
      <CardHeader>
        <CardTitle>Ajouter des documents</CardTitle>
      </CardHeader>
      <CardContent>
        <FileUpload
          url={projectDocumentsUploadHref(projectId)}
          fields={{ ownerId }}
          successMessage={documentsAddedMessage}
        >
          <Field label="Pour" required className="max-w-md">
            <Select value={ownerId} options={owners} onChange={(event) => setOwnerId(event.target.value)} />
          </Field>
        </FileUpload>
      </CardContent>
    </Card>
  );
}

/** The project's documents, with upload and deletion for the roles that may change them. */
export function ProjectDocuments({ projectId, version, documents, canEdit, owners }: ProjectDocumentsProps) {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  // Documents deleted elsewhere (or by this deletion) leave the selection with the next render.
  const chosen = documents.filter((document) => selected.has(document.id)).map((document) => document.id);
  const allChosen = documents.length > 0 && chosen.length === documents.length;

  const toggle = (id: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const columns = canEdit ? 5 : 4;
  return (
    <div className="flex flex-col gap-6">
      {canEdit ? <UploadCard projectId={projectId} owners={owners} /> : null}
      <div className="flex flex-col gap-3">
        {canEdit && documents.length > 0 ? (
          <ActionButton
            label={chosen.length > 0 ? `Supprimer la sélection (${chosen.length})` : 'Supprimer la sélection'}
            allowed
            disabledReason={chosen.length === 0 ? DOCUMENT_MESSAGES.noneSelected : null}
            action={deleteProjectDocumentsAction}
            payload={{ projectId, version, documentIds: chosen }}
            confirm={{ ...deleteConfirmation(chosen.length), confirmLabel: 'Supprimer', tone: 'danger' }}
            variant="danger"
          />
        ) : null}
        <Table caption="Documents du projet">
          <THead>
            <tr>
              {canEdit ? (
                <Th className="w-10">
                  <Checkbox
                    aria-label="Sélectionner tous les documents"
                    checked={allChosen}
                    disabled={documents.length === 0}
                    onChange={(event) =>
                      setSelected(
                        event.target.checked ? new Set(documents.map((document) => document.id)) : new Set(),
                      )
                    }
                  />
                </Th>
              ) : null}
              <Th>Nom</Th>
              <Th>Type</Th>
              <Th>Statut</Th>
              <Th>Date</Th>
            </tr>
          </THead>
          <TBody>
            {documents.length === 0 ? (
              <TableEmptyRow colSpan={columns}>Aucun document.</TableEmptyRow>
            ) : (
              documents.map((document) => (
                <Tr key={document.id}>
                  {canEdit ? (
                    <Td>
                      <Checkbox
                        aria-label={`Sélectionner ${document.name}`}
                        checked={selected.has(document.id)}
                        onChange={(event) => toggle(document.id, event.target.checked)}
                      />
                    </Td>
                  ) : null}
                  <Td>
                    <RecordLink href={pathFor('documentView', { id: document.id })}>
                      {document.name}
                    </RecordLink>
                  </Td>
                  <Td>{document.type.name || document.type.code}</Td>
                  <Td kind="status">
                    <EnumBadge catalogue={documentStatus} value={document.status} />
                  </Td>
                  <Td kind="datetime">{formatDateTime(document.createdAt)}</Td>
                </Tr>
              ))
            )}
          </TBody>
        </Table>
      </div>
    </div>
  );
}
