import { ActionBar } from '@/components/actions/action-bar';
import { buttonAction } from '@/components/actions/button-action';
import type { Relationship } from '@/lib/domain/schemas';
import { reactivateRelationshipAction } from '../actions';
import { reactivateBlocker } from '@/lib/relationships/rules';

export interface RelationshipActionsProps {
  relationship: Relationship;
  /** The version of the relationship the page read (lib/changes). */
  version: string;
  /** From the role table (`updateRelationship`): false hides the actions. */
  allowed: boolean;
}

/** The one-click action of the relationship view; the update has its own form further down. */
export function RelationshipActions({ relationship, version, allowed }: RelationshipActionsProps) {
  if (!allowed) return null;
  return (
    <ActionBar
      label="Actions sur la mise en relation"
      actions={[
        buttonAction('reactivateRelationship', {
          label: 'Réactiver',
          allowed,
          disabledReason: reactivateBlocker(relationship.status),
          action: reactivateRelationshipAction,
          payload: { id: relationship.id, version },
          confirm: {
            title: 'Réactiver la mise en relation ?',
            description:
              'La mise en relation repassera au statut « Acceptée » et ses motifs seront effacés. Elle compte de nouveau parmi les professionnels actifs du projet.',
            confirmLabel: 'Réactiver',
          },
        }),
      ]}
    />
  );
}
