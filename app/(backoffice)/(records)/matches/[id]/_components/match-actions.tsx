import { ActionBar } from '@/components/actions/action-bar';
import { buttonAction } from '@/components/actions/button-action';
import { canRunAction } from '@/lib/access';
import { versionToken } from '@/lib/changes/version';
import type { ProjectStatus } from '@/lib/domain/enums';
import type { Role } from '@/lib/domain/roles';
import type { Match } from '@/lib/domain/schemas';
import { acceptMatchBlocker } from '@/lib/matches/rules';
import { acceptMatchAction } from '../actions';

export interface MatchActionsProps {
  match: Match;
  /** Null when the project could not be read: the gateway then judges alone. */
  projectStatus: ProjectStatus | null;
  roles: readonly Role[];
}

/** The match view's action: accepting, for the roles of the role table, when the state allows it. */
export function MatchActions({ match, projectStatus, roles }: MatchActionsProps) {
  return (
    <ActionBar
      label="Actions sur le match"
      actions={[
        buttonAction('acceptMatch', {
          label: 'Accepter le match',
          allowed: canRunAction(roles, 'acceptMatch'),
          disabledReason: acceptMatchBlocker(match.status, projectStatus),
          action: acceptMatchAction,
          payload: { id: match.id, version: versionToken('match', match) },
          confirm: {
            title: 'Accepter le match ?',
            description:
              "Le professionnel sera mis en relation avec le particulier, et une discussion s'ouvrira entre eux.",
            confirmLabel: 'Accepter',
          },
        }),
      ]}
    />
  );
}
