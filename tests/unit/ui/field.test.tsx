// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Checkbox, Field, Input, Select, Textarea } from '@/components/ui/field';

afterEach(cleanup);

describe('Field', () => {
  it('binds its label to the control', () => {
    render(
      <Field label="Adresse e-mail">
        <Input name="email" />
      </Field>,
    );
    expect(screen.getByRole('textbox', { name: 'Adresse e-mail' })).toHaveProperty('name', 'email');
  });

  it('shows the error in an alert paragraph under the field and marks the control invalid', () => {
    render(
      <Field label="Adresse e-mail" hint="Celle du groupe.">
        <Input name="email" />
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Adresse e-mail' });
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();

    cleanup();
    render(
      <Field label="Adresse e-mail" hint="Celle du groupe." error="Merci de renseigner un email valide.">
        <Input name="email" />
      </Field>,
    );
    const invalid = screen.getByRole('textbox', { name: 'Adresse e-mail' });
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('Merci de renseigner un email valide.');
    expect(invalid.getAttribute('aria-invalid')).toBe('true');
    expect(invalid.getAttribute('aria-describedby')?.split(' ')).toContain(alert.id);
    // The hint stays part of the description next to the error.
    const describedBy = invalid
      .getAttribute('aria-describedby')!
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent);
    expect(describedBy).toEqual(['Celle du groupe.', 'Merci de renseigner un email valide.']);
  });

  it('keeps the error hidden until the field is touched', async () => {
    function Form() {
      const [touched, setTouched] = useState(false);
      return (
        <Field label="Montant HT" touched={touched} error="Merci de renseigner le montant HT.">
          <Input name="amountHT" onBlur={() => setTouched(true)} />
        </Field>
      );
    }
    const user = userEvent.setup();
    render(<Form />);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByLabelText('Montant HT').getAttribute('aria-invalid')).toBeNull();

    await user.click(screen.getByLabelText('Montant HT'));
    await user.tab();

    expect(screen.getByRole('alert').textContent).toBe('Merci de renseigner le montant HT.');
    expect(screen.getByLabelText('Montant HT').getAttribute('aria-invalid')).toBe('true');
  });

  it('wires selects, textareas and checkboxes the same way', () => {
    render(
      <>
        <Field label="Type de facture" error="Champ obligatoire" required>
          <Select
            name="invoiceType"
            placeholder="Choisir…"
            options={[
              { value: 'DEPOSIT', label: 'Acompte' },
              { value: 'BALANCE', label: 'Solde' },
            ]}
          />
        </Field>
        <Field label="Commentaire">
          <Textarea name="comment" />
        </Field>
        <Checkbox name="unconditional" label="Sans réserve" />
      </>,
    );
    const select = screen.getByRole('combobox', { name: /Type de facture/ });
    expect(select.getAttribute('aria-invalid')).toBe('true');
    expect(select.getAttribute('aria-required')).toBe('true');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Choisir…',
      'Acompte',
      'Solde',
    ]);
    expect(screen.getByRole('textbox', { name: 'Commentaire' }).tagName).toBe('TEXTAREA');
    expect(screen.getByRole('checkbox', { name: 'Sans réserve' })).toBeTruthy();
  });
});
