// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { eventContent, robotContent, userType } from '@/lib/domain/enums';
import { MessageItem, readByText } from '@/app/(backoffice)/discussions/[id]/_components/message-item';
import { threadOf, type ThreadMessage } from '@/lib/discussions/thread';
import { discussion, MARKUP } from './fixtures';

afterEach(cleanup);

const { people, messages } = threadOf(discussion());
const byId = (id: string) => messages.find((message) => message.id === id)!;

describe('MessageItem', () => {
  it('draws a standard message: sender linked to their view, text with its line breaks, time, readers', () => {
    render(<MessageItem message={byId('m2')} people={people} />);
    const item = screen.getByRole('article', { name: 'Message de Claire Dubois (U0001)' });
    expect(within(item).getByRole('link', { name: 'Claire Dubois (U0001)' }).getAttribute('href')).toBe(
      '/clients/u-owner',
    );
    expect(item.querySelector('p.whitespace-pre-wrap')?.textContent).toBe('Bonjour,\nvous passez mardi ?');
    expect(within(item).getByText('01/03/2020 10:00:00').getAttribute('datetime')).toBe(
      '2020-03-01T10:00:00.000+01:00',
    );
    expect(within(item).getByText('Lu par Marc Lefèvre (C0002), Ancien membre')).toBeTruthy();
  });

  it('says when nobody but the sender has read a message', () => {
    expect(readByText([])).toBe('Pas encore lu par les autres membres');
  });

  it('shows markup in a message as characters: no script, no image, no handler', () => {
    const { container } = render(<MessageItem message={byId('m6')} people={people} />);
    expect(screen.getByText(MARKUP)).toBeTruthy();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
    expect(container.innerHTML).not.toContain('<img');
    expect(container.innerHTML).toContain('&lt;script&gt;');
  });

  it.each(eventContent.values)('draws the %s event as its French sentence', (content) => {
    render(
      <MessageItem
        message={{ id: 'e', sentAt: '2020-03-01T09:00:00.000+01:00', kind: 'EVENT', content }}
        people={people}
      />,
    );
    const note = screen.getByRole('note', { name: 'Événement' });
    expect(note.textContent).toContain(eventContent.label(content));
    expect(eventContent.label(content)).toMatch(/^[A-ZÀ-Ý].+\.$/);
  });

  it.each(robotContent.values)('draws the %s robot message as its French sentence', (content) => {
    render(
      <MessageItem
        message={{ id: 'r', sentAt: '2020-03-01T09:00:00.000+01:00', kind: 'ROBOT', content }}
        people={people}
      />,
    );
    const item = screen.getByRole('article', { name: 'Message automatique' });
    expect(item.textContent).toContain(robotContent.label(content));
    expect(robotContent.label(content)).not.toBe(content);
  });

  it('draws an image attachment as a thumbnail served by the app, linked to the viewer', () => {
    render(<MessageItem message={byId('m3')} people={people} />);
    const item = screen.getByRole('article', { name: 'Pièce jointe de Marc Lefèvre (C0002)' });
    expect(within(item).getByRole('img', { name: 'Photo.png' }).getAttribute('src')).toBe(
      '/api/documents/doc-photo/content',
    );
    for (const link of within(item).getAllByRole('link', { name: 'Photo.png' }))
      expect(link.getAttribute('href')).toBe('/documents/doc-photo/view');
  });

  it('draws another attachment as its name linked to the viewer, without thumbnail', () => {
    const { container } = render(<MessageItem message={byId('m4') as ThreadMessage} people={people} />);
    expect(screen.getByRole('link', { name: 'Plan.pdf' }).getAttribute('href')).toBe(
      '/documents/doc-plan/view',
    );
    expect(container.querySelector('img')).toBeNull();
  });

  it('names a sender the thread does not know as a former member, without a link', () => {
    render(<MessageItem message={{ ...byId('m2'), senderId: 'u-gone' } as ThreadMessage} people={people} />);
    const item = screen.getByRole('article', { name: 'Message de Ancien membre' });
    expect(within(item).queryAllByRole('link')).toHaveLength(0);
  });

  it('puts staff messages on the other side', () => {
    render(<MessageItem message={byId('m6')} people={people} />);
    expect(screen.getByRole('article').classList.contains('self-end')).toBe(true);
  });

  it("writes each author's kind and gives each kind its own colour", () => {
    const bubbles = (['m2', 'm4', 'm6'] as const).map((id) => {
      const { container } = render(<MessageItem message={byId(id)} people={people} />);
      return container.querySelector('article')!;
    });
    // Customer, professional, staff: the vocabulary's word as text in each bubble, and only that one.
    const kinds = ['PARTICULAR', 'PROFESSIONAL', 'LMSG'] as const;
    bubbles.forEach((bubble, index) => {
      for (const kind of kinds)
        expect(within(bubble).queryAllByText(userType.label(kind))).toHaveLength(
          kind === kinds[index] ? 1 : 0,
        );
    });
    const colours = bubbles.map((bubble) => bubble.className.match(/\bbg-[a-z]+-soft\b/)?.[0]);
    expect(new Set(colours).size).toBe(3);
    expect(colours).not.toContain(undefined);
  });

  it('gives a former member neither kind nor colour of a kind', () => {
    render(<MessageItem message={{ ...byId('m2'), senderId: 'u-gone' } as ThreadMessage} people={people} />);
    const item = screen.getByRole('article');
    for (const type of userType.values) expect(within(item).queryByText(userType.label(type))).toBeNull();
    expect(item.className).toContain('bg-surface-muted');
  });
});
