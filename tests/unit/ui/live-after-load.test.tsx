// @vitest-environment happy-dom
import { act, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { prerender } from 'react-dom/static.browser';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { liveAfterLoad } from '@/components/ui/live-after-load';
import { takeEdits } from '@/components/ui/pre-hydration-edits';

// React's act() warns unless the environment says it is a test.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

interface Values {
  name: string;
  kind: string;
  urgent: boolean;
}

/** A react-hook-form form, which sets its defaults on the fields as it registers them. */
function TicketForm({ onSend }: { onSend: (values: Values) => void }) {
  const form = useForm<Values>({ defaultValues: { name: 'Dupont', kind: 'b', urgent: false } });
  const [notes, setNotes] = useState(0);
  return (
    <form aria-label="Fiche" onSubmit={form.handleSubmit(onSend)}>
      <input aria-label="Nom" {...form.register('name')} />
      <select aria-label="Type" {...form.register('kind')}>
        <option value="a">A</option>
        <option value="b">B</option>
        <option value="c">C</option>
      </select>
      <input type="checkbox" aria-label="Urgent" {...form.register('urgent')} />
      <button type="button" onClick={() => setNotes((count) => count + 1)}>
        Ajouter une note ({notes})
      </button>
      <button type="submit">Enregistrer</button>
    </form>
  );
}

/** A part that holds its fields in its own state, as the upload's owner and the filters do. */
function OwnerPicker({ onSend }: { onSend: (values: Values) => void }) {
  const [name, setName] = useState('');
  const [kind, setKind] = useState('a');
  const [urgent, setUrgent] = useState(false);
  return (
    <form aria-label="Fiche" onSubmit={(event) => (event.preventDefault(), onSend({ name, kind, urgent }))}>
      <input aria-label="Nom" name="name" value={name} onChange={(event) => setName(event.target.value)} />
      <select aria-label="Type" name="kind" value={kind} onChange={(event) => setKind(event.target.value)}>
        <option value="a">A</option>
        <option value="b">B</option>
        <option value="c">C</option>
      </select>
      <input
        type="checkbox"
        aria-label="Urgent"
        checked={urgent}
        onChange={(event) => setUrgent(event.target.checked)}
      />
      <button type="button">Ajouter une note (0)</button>
      <button type="submit">Enregistrer</button>
    </form>
  );
}

/**
 * The server's markup of the part, then the page hydrating it while its code is still on the way:
 * `arrive` lets the code in.
 */
async function serverMarkupAwaitingCode(
  onSend: (values: Values) => void,
  Part: typeof TicketForm = TicketForm,
) {
  const Server = liveAfterLoad(async () => Part);
  const { prelude } = await prerender(<Server onSend={onSend} />);
  const container = document.createElement('div');
  container.innerHTML = await new Response(prelude).text();
  document.body.append(container);

  let arrive!: () => void;
  const code = new Promise<void>((resolve) => (arrive = resolve));
  const Browser = liveAfterLoad(() => code.then(() => Part));
  let root!: Root;
  await act(async () => {
    root = hydrateRoot(container, <Browser onSend={onSend} />);
  });
  const field = <T extends Element>(selector: string) => container.querySelector<T>(selector)!;
  return {
    container,
    root,
    name: field<HTMLInputElement>('input[name="name"]'),
    kind: field<HTMLSelectElement>('select'),
    urgent: field<HTMLInputElement>('input[type="checkbox"]'),
    note: field<HTMLButtonElement>('button[type="button"]'),
    form: field<HTMLFormElement>('form'),
    arrive: async () => {
      await act(async () => {
        arrive();
        await code;
      });
      // React retries the boundary once the lazy code has settled.
      await act(async () => {
        await new Promise((resolve) => setTimeout(resolve, 0));
      });
    },
  };
}

let mounted: Root | null = null;
afterEach(() => {
  act(() => mounted?.unmount());
  mounted = null;
  document.body.innerHTML = '';
});

describe('a part that becomes live once its code arrives', () => {
  it('keeps what was typed, chosen and ticked before, and sends it', async () => {
    const onSend = vi.fn();
    const page = await serverMarkupAwaitingCode(onSend);
    mounted = page.root;
    expect(page.name.value).toBe('');

    page.name.value = 'Martin';
    page.kind.value = 'c';
    page.urgent.click();
    await page.arrive();

    expect(page.name.value).toBe('Martin');
    expect(page.kind.value).toBe('c');
    expect(page.urgent.checked).toBe(true);
    await act(async () => page.form.requestSubmit());
    expect(onSend).toHaveBeenCalledTimes(1);
    expect(onSend.mock.calls[0]![0]).toEqual({ name: 'Martin', kind: 'c', urgent: true });
  });

  it('tells a part that keeps its fields in its state what was typed, chosen and ticked', async () => {
    const onSend = vi.fn();
    const page = await serverMarkupAwaitingCode(onSend, OwnerPicker);
    mounted = page.root;

    page.name.value = 'Martin';
    page.kind.value = 'c';
    page.urgent.click();
    await page.arrive();

    await act(async () => page.form.requestSubmit());
    expect(onSend.mock.calls[0]![0]).toEqual({ name: 'Martin', kind: 'c', urgent: true });
    expect(page.urgent.checked).toBe(true);
  });

  it('leaves what was not touched to the form, which puts its defaults', async () => {
    const onSend = vi.fn();
    const page = await serverMarkupAwaitingCode(onSend);
    mounted = page.root;
    await page.arrive();

    expect(page.name.value).toBe('Dupont');
    expect(page.urgent.checked).toBe(false);
    await act(async () => page.form.requestSubmit());
    // (happy-dom leaves a select's default to its first option, whatever react-hook-form sets.)
    expect(onSend.mock.calls[0]![0]).toMatchObject({ name: 'Dupont', urgent: false });
  });

  it('holds a submit and a press made before, then makes each once', async () => {
    const onSend = vi.fn();
    const page = await serverMarkupAwaitingCode(onSend);
    mounted = page.root;

    page.name.value = 'Durand';
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    page.form.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    page.note.click();
    expect(onSend).not.toHaveBeenCalled();
    await page.arrive();

    await vi.waitFor(() => expect(onSend).toHaveBeenCalledTimes(1));
    expect(onSend.mock.calls[0]![0]).toMatchObject({ name: 'Durand' });
    expect(page.note.textContent).toBe('Ajouter une note (1)');
  });
});

describe('what differs from the server markup', () => {
  it('is what was typed, chosen or ticked, not what the markup showed by default', () => {
    const box = document.createElement('div');
    box.innerHTML = `
      <input name="kept" value="Dupont"><input name="typed" value=""><textarea name="note"></textarea>
      <select name="first"><option value="a">A</option><option value="b">B</option></select>
      <select name="marked"><option value="a">A</option><option value="b" selected>B</option></select>
      <select name="chosen"><option value="a">A</option><option value="b">B</option></select>
      <input type="checkbox" name="box"><input type="file" name="file">`;
    const named = (name: string) => box.querySelector<HTMLInputElement>(`[name="${name}"]`)!;
    named('typed').value = 'Martin';
    named('note').value = 'Rappeler lundi';
    named('chosen').value = 'b';
    named('box').click();

    const edits = takeEdits(box).map((edit) => [
      edit.element.getAttribute('name'),
      'checked' in edit ? edit.checked : 'files' in edit ? edit.files.length : edit.value,
    ]);
    expect(edits).toEqual([
      ['typed', 'Martin'],
      ['note', 'Rappeler lundi'],
      ['chosen', 'b'],
      ['box', true],
    ]);
  });
});
