import { CircleAlert, CircleCheck } from 'lucide-react';
import Link from 'next/link';
import { pathFor } from '@/lib/access/paths';
import type { User, UserState } from '@/lib/domain/schemas';
import {
  blockingHeading,
  blockingPhrase,
  requirementAnchor,
  userRequirementLines,
} from '../_lib/requirements';

/**
 * Under a professional's name: what keeps the registration from being complete, each requirement
 * linked to its line on the account state tab and to the document sent for it.
 */
export function RegistrationSummary({ user, state }: { user: User; state: UserState }) {
  if (user.type !== 'PROFESSIONAL') return null;
  const blocking = userRequirementLines(state).filter((line) => line.group === 'blocking');
  const stateTab = `${pathFor('userView', { id: user.id })}?tab=etat`;
  if (blocking.length === 0) {
    return (
      <p className="flex items-center gap-2 text-sm text-success-strong" data-registration-summary="">
        <CircleCheck aria-hidden="true" className="size-4 shrink-0" />
        {blockingHeading(0)}
      </p>
    );
  }
  return (
    <div
      data-registration-summary=""
      className="flex items-start gap-2 rounded-md border border-warning-line bg-warning-soft px-3 py-2.5 text-sm text-warning-strong"
    >
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <p>
        <span className="font-semibold">{blockingHeading(blocking.length)}</span> :{' '}
        {blocking.map((line, index) => (
          <span key={`${line.account}-${line.requirement.code}`}>
            {index > 0 ? ', ' : null}
            <Link
              href={`${stateTab}#${requirementAnchor(line.account, line.requirement.code)}`}
              prefetch={false}
            >
              {blockingPhrase(line.requirement)}
            </Link>
            {line.document ? (
              <>
                {' ('}
                <Link
                  href={pathFor('documentView', { id: line.document.id })}
                  prefetch={false}
                  aria-label={`Document : ${line.document.name}`}
                >
                  document
                </Link>
                )
              </>
            ) : null}
          </span>
        ))}
      </p>
    </div>
  );
}
