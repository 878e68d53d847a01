import { Bot, FileText, Info } from 'lucide-react';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { EnumBadge, type BadgeTone } from '@/components/ui/badge';
import { cn } from '@/components/ui/cn';
import { formatDateTime } from '@/lib/domain/dates';
import { eventContent, robotContent, userType } from '@/lib/domain/enums';
import {
  FORMER_MEMBER_LABEL,
  readerNames,
  type ThreadMessage,
  type ThreadPeople,
  type ThreadPerson,
} from '@/lib/discussions/thread';
import { DISCUSSION_MESSAGES as M } from '@/lib/discussions/messages';

/*
 * One message of a thread, drawn after its type. Everything the gateway wrote (names, texts, file
 * names) is rendered as React text, so markup in a message shows as characters and never runs.
 */

function SentAt({ at }: { at: string }) {
  return (
    <time dateTime={at} className="text-xs text-fg-muted">
      {formatDateTime(at)}
    </time>
  );
}

function Sender({ person }: { person: ThreadPerson | undefined }) {
  if (!person) return <span className="text-sm font-medium">{FORMER_MEMBER_LABEL}</span>;
  return (
    <Link href={person.href} prefetch={false} className="text-sm font-medium">
      {person.label}
    </Link>
  );
}

/**
 * A bubble takes the colour of its author's kind (customer, professional, staff), the tone the
 * vocabulary gives that user type everywhere; the kind is also written in the bubble's header, so
 * the colour is never the only sign.
 */
const BUBBLE_TONES: Record<BadgeTone, { box: string; start: string; end: string }> = {
  neutral: {
    box: 'border-border bg-surface-muted',
    start: 'border-l-neutral-solid',
    end: 'border-r-neutral-solid',
  },
  info: { box: 'border-info-line bg-info-soft', start: 'border-l-info-solid', end: 'border-r-info-solid' },
  success: {
    box: 'border-success-line bg-success-soft',
    start: 'border-l-success-solid',
    end: 'border-r-success-solid',
  },
  warning: {
    box: 'border-warning-line bg-warning-soft',
    start: 'border-l-warning-solid',
    end: 'border-r-warning-solid',
  },
  danger: {
    box: 'border-danger-line bg-danger-soft',
    start: 'border-l-danger-solid',
    end: 'border-r-danger-solid',
  },
};

/** A member's message or file: a bubble on the left, on the right for staff. */
function Bubble({
  person,
  sentAt,
  label,
  children,
}: {
  person: ThreadPerson | undefined;
  sentAt: string;
  label: string;
  children: ReactNode;
}) {
  const staff = person?.type === 'LMSG';
  const tone = BUBBLE_TONES[person ? userType.tone(person.type) : 'neutral'];
  return (
    <article
      aria-label={label}
      className={cn(
        // The side's wider border overrides this width, which a utility of its own must keep.
        'bubble border',
        tone.box,
        staff ? cn('self-end border-r-4', tone.end) : cn('self-start border-l-4', tone.start),
      )}
    >
      <header>
        <Sender person={person} />
        {person ? <EnumBadge catalogue={userType} value={person.type} /> : null}
        <SentAt at={sentAt} />
      </header>
      {children}
    </article>
  );
}

/** Who read a standard message besides its sender. */
export function readByText(readBy: readonly string[]): string {
  return readBy.length > 0 ? `Lu par ${readBy.join(', ')}` : M.unreadByOthers;
}

export interface MessageItemProps {
  message: ThreadMessage;
  /** The people the thread names, by id. */
  people: ThreadPeople;
}

export function MessageItem({ message, people }: MessageItemProps) {
  switch (message.kind) {
    case 'STANDARD': {
      const sender = people[message.senderId];
      return (
        <Bubble
          person={sender}
          sentAt={message.sentAt}
          label={`Message de ${sender?.label ?? FORMER_MEMBER_LABEL}`}
        >
          <p className="text-sm whitespace-pre-wrap text-fg">{message.text}</p>
          <p className="text-xs text-fg-muted">{readByText(readerNames(people, message.readBy))}</p>
        </Bubble>
      );
    }
    case 'ATTACHMENT': {
      const sender = people[message.senderId];
      return (
        <Bubble
          person={sender}
          sentAt={message.sentAt}
          label={`Pièce jointe de ${sender?.label ?? FORMER_MEMBER_LABEL}`}
        >
          {message.thumbnailSrc ? (
            <Link href={message.viewerHref} prefetch={false} className="block w-fit">
              {/* Not next/image: its optimiser would fetch the bytes without the session. */}
              {/* eslint-disable-next-line @next/next/no-img-element */}
              <img
                src={message.thumbnailSrc}
                alt={message.name}
                loading="lazy"
                className="max-h-40 max-w-60 rounded border border-border object-contain"
              />
            </Link>
          ) : null}
          <Link
            href={message.viewerHref}
            prefetch={false}
            className="inline-flex items-center gap-1.5 text-sm break-all"
          >
            <FileText aria-hidden="true" className="size-4 shrink-0" />
            {message.name}
          </Link>
        </Bubble>
      );
    }
    case 'EVENT':
      return (
        <p
          role="note"
          aria-label="Événement"
          className="flex items-center gap-2 self-center rounded-full bg-surface-muted px-3 py-1 text-center text-xs text-fg-muted"
        >
          <Info aria-hidden="true" className="size-3.5 shrink-0" />
          <span className="text-fg">{eventContent.label(message.content)}</span>
          <SentAt at={message.sentAt} />
        </p>
      );
    case 'ROBOT':
      return (
        <article
          aria-label="Message automatique"
          className="flex max-w-[85%] flex-col gap-1 self-center rounded-lg border border-dashed border-border-strong px-3 py-2"
        >
          <header className="flex items-center gap-2 text-xs text-fg-muted">
            <Bot aria-hidden="true" className="size-4" />
            <span className="font-medium">Message automatique</span>
            <SentAt at={message.sentAt} />
          </header>
          <p className="text-sm text-fg">{robotContent.label(message.content)}</p>
        </article>
      );
  }
}
