import type { Metadata } from 'next';
import { ButtonLink } from '@/components/ui/button-link';
import { Card, CardContent } from '@/components/ui/card';
import { Notice } from '@/components/ui/notice';
import { PageHeader } from '@/components/ui/page-header';
import { matchRoute, pathFor, ROUTES } from '@/lib/access';
import { readOrExpire } from '@/lib/auth/gateway-read';
import { requireAccess, type Session } from '@/lib/auth/session';
import type { User } from '@/lib/domain/schemas';
import { NotFoundError } from '@/lib/gateway/errors';
import { getUser } from '@/lib/gateway/users';
import { userLabel } from '../../_components/user-link';

export const metadata: Metadata = { title: ROUTES.logOnBehalf.title };

interface PageProps {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

const TEXTS = {
  refusal:
    "Le back-office n'ouvre pas de session à la place d'un utilisateur : vous restez connecté avec votre propre compte et rien n'est fait en son nom.",
  help: "Pour aider cet utilisateur, consultez sa fiche : son compte, ses projets, ses paiements et ses échanges s'y trouvent.",
  noUser: "Le lien n'indique aucun utilisateur.",
  unknownUser: (id: string) => `Aucun utilisateur ne correspond à l'identifiant ${id}.`,
} as const;

/** The user id of the link (`userId`, or `id`), when it can name a user view at all. */
function userIdOf(params: Record<string, string | string[] | undefined>): string | null {
  const raw = [params.userId, params.id]
    .flat()
    .find((value) => value?.trim())
    ?.trim();
  if (!raw || raw.length > 100) return null;
  // The same rule as a path id: one plain segment once decoded.
  return matchRoute(pathFor('userView', { id: raw })) ? raw : null;
}

async function userOf(session: Session, id: string): Promise<User | null> {
  try {
    return await readOrExpire(() => getUser(session.token, id));
  } catch (error) {
    if (error instanceof NotFoundError) return null;
    throw error;
  }
}

/**
 * The impersonation deep link of SPEC §2, whose behaviour the SPEC does not show. It never gives a
 * staff member another user's session (docs/decisions.md): it explains that and leads to the
 * user's view, where everything a staff member may do for the user is.
 */
export default async function LogOnBehalfPage({ searchParams }: PageProps) {
  const session = await requireAccess('logOnBehalf');
  const id = userIdOf(await searchParams);
  const user = id ? await userOf(session, id) : null;
  // A staff account's page is its credentials view (SPEC §2 search flow).
  const userPath = user
    ? user.type === 'LMSG'
      ? pathFor('credentialsView', { id: user.id })
      : pathFor('userView', { id: user.id })
    : null;

  return (
    <>
      <PageHeader title={ROUTES.logOnBehalf.title} />
      <Card className="max-w-2xl">
        <CardContent className="flex flex-col gap-4">
          <Notice tone="info" role="status">
            {TEXTS.refusal}
          </Notice>
          {user && userPath ? (
            <>
              <p className="text-sm text-fg">{TEXTS.help}</p>
              <div>
                <ButtonLink href={userPath}>Voir la fiche de {userLabel(user)}</ButtonLink>
              </div>
            </>
          ) : (
            <>
              <p className="text-sm text-fg">{id ? TEXTS.unknownUser(id) : TEXTS.noUser}</p>
              <div>
                <ButtonLink href={pathFor('users')} variant="secondary">
                  Rechercher dans la liste des clients
                </ButtonLink>
              </div>
            </>
          )}
        </CardContent>
      </Card>
    </>
  );
}
