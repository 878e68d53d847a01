// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';

afterEach(cleanup);

describe('Button', () => {
  it('runs its action when clicked', async () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Enregistrer</Button>);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('while loading, is disabled, busy and announces "Chargement…"', async () => {
    const onClick = vi.fn();
    render(
      <Button loading onClick={onClick}>
        Enregistrer
      </Button>,
    );
    const button = screen.getByRole('button', { name: /Enregistrer/ });
    expect(button).toHaveProperty('disabled', true);
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.textContent).toContain('Chargement…');

    await userEvent.setup().click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('does not submit a form unless asked to', async () => {
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    render(
      <form onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)}>
        <Button>Ajouter une ligne</Button>
        <Button type="submit">Valider</Button>
      </form>,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Ajouter une ligne' }));
    expect(onSubmit).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Valider' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('ButtonLink is a link to its href', () => {
    render(<ButtonLink href="/clients/42/modifier-prestations">Modifier les prestations</ButtonLink>);
    expect(screen.getByRole('link', { name: 'Modifier les prestations' }).getAttribute('href')).toBe(
      '/clients/42/modifier-prestations',
    );
  });
});
