// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ScrollFrame } from '@/components/ui/scroll-frame';
import { Table, TBody, Td, Tr } from '@/components/ui/table';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** The test DOM lays nothing out: sizes are whatever these say. */
function sizes(scrollWidth: number, clientWidth: number) {
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(scrollWidth);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(clientWidth);
}

describe('ScrollFrame', () => {
  it('is a named region the keyboard can reach when its content is wider than itself', () => {
    sizes(1600, 800);
    render(
      <ScrollFrame label="Lignes de la facture">
        <p>Large</p>
      </ScrollFrame>,
    );
    const frame = screen.getByRole('region', { name: 'Lignes de la facture' });
    expect(frame.tabIndex).toBe(0);
  });

  it('shows where more content waits: a shadow at the right edge until scrolled to the end', () => {
    sizes(1600, 800);
    const { container } = render(
      <ScrollFrame label="Professionnels du projet">
        <p>Large</p>
      </ScrollFrame>,
    );
    const frame = screen.getByRole('region', { name: 'Professionnels du projet' });
    const shadow = () => container.querySelector('[aria-hidden="true"]');
    expect(shadow()).not.toBeNull();
    expect(frame.hasAttribute('data-scrolled')).toBe(false);

    vi.spyOn(HTMLElement.prototype, 'scrollLeft', 'get').mockReturnValue(800);
    fireEvent.scroll(frame);
    expect(shadow()).toBeNull();
    // Scrolled: the first column, kept in view, casts its shadow over what passes under it.
    expect(frame.hasAttribute('data-scrolled')).toBe(true);
  });

  it('is no tab stop and no region when everything fits', () => {
    sizes(800, 800);
    render(
      <ScrollFrame label="Lignes de la facture">
        <p>Étroit</p>
      </ScrollFrame>,
    );
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.getByText('Étroit').parentElement?.hasAttribute('tabindex')).toBe(false);
  });

  it("is a table's frame, named by its caption", () => {
    sizes(1600, 800);
    render(
      <Table caption="Devis et avenants du projet">
        <TBody>
          <Tr>
            <Td>D000J</Td>
          </Tr>
        </TBody>
      </Table>,
    );
    expect(screen.getByRole('region', { name: 'Devis et avenants du projet' })).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Devis et avenants du projet' })).toBeTruthy();
  });
});
