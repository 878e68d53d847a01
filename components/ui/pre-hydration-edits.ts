/**
 * What a person changed in a part's server markup before its code arrived, read from the difference
 * with the markup's own defaults, and made again once the part is live, through the events its
 * handlers listen to: hydration keeps the field as it is, but a component that holds the value in its
 * state never heard of the change, and would put its own value back on its next render.
 */
export type Edit =
  | { element: HTMLInputElement; checked: boolean }
  | { element: HTMLInputElement; files: readonly File[] }
  | { element: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement; value: string };

const NOT_TYPED = new Set(['hidden', 'submit', 'button', 'reset', 'image']);

/** The value the server's markup shows: for a select with no option marked, the first. */
function markupValue(element: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement): string {
  if (!(element instanceof HTMLSelectElement)) return element.defaultValue;
  const options = [...element.options];
  return (options.find((option) => option.hasAttribute('selected')) ?? options[0])?.value ?? '';
}

export function takeEdits(root: HTMLElement | null): Edit[] {
  if (!root) return [];
  const edits: Edit[] = [];
  for (const element of root.querySelectorAll('input, textarea, select')) {
    if (element instanceof HTMLInputElement && NOT_TYPED.has(element.type)) continue;
    if (element instanceof HTMLInputElement && element.type === 'file') {
      if (element.files?.length) edits.push({ element, files: [...element.files] });
      continue;
    }
    if (element instanceof HTMLInputElement && (element.type === 'checkbox' || element.type === 'radio')) {
      if (element.checked !== element.defaultChecked) edits.push({ element, checked: element.checked });
    } else if (
      element instanceof HTMLInputElement ||
      element instanceof HTMLTextAreaElement ||
      (element instanceof HTMLSelectElement && !element.multiple)
    ) {
      if (element.value !== markupValue(element)) edits.push({ element, value: element.value });
    }
  }
  return edits;
}

/**
 * React fires a change only for a value that differs from the last one it saw, and it saw the
 * edited one as it hydrated: the markup's value is set first through the element (which React
 * watches), then the edit through the browser's own setter, as typing does.
 */
export function restoreEdits(edits: readonly Edit[]): void {
  for (const edit of edits) {
    if (!edit.element.isConnected || edit.element.disabled) continue;
    if ('checked' in edit) {
      // A radio is unticked by ticking another, which is an edit of its own.
      if (edit.element.type === 'radio' && !edit.checked) continue;
      edit.element.checked = !edit.checked;
      edit.element.click();
    } else if ('files' in edit) {
      // Emptied through the element (which React watches), then given the files again.
      const transfer = new DataTransfer();
      for (const file of edit.files) transfer.items.add(file);
      edit.element.value = '';
      edit.element.files = transfer.files;
      edit.element.dispatchEvent(new Event('change', { bubbles: true }));
    } else {
      const { element } = edit;
      element.value = markupValue(element);
      Object.getOwnPropertyDescriptor(Object.getPrototypeOf(element), 'value')?.set?.call(
        element,
        edit.value,
      );
      element.dispatchEvent(
        new Event(element instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }),
      );
    }
  }
}
