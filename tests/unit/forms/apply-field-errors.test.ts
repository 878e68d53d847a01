import { describe, expect, it, vi } from 'vitest';
import { applyFieldErrors } from '@/components/forms/apply-field-errors';

type Values = { email: string; roles: string[]; password: string };

describe('applyFieldErrors', () => {
  it('puts each message under its field, an array item under its group, and leaves "form" to the caller', () => {
    const setError = vi.fn();
    applyFieldErrors<Values>(
      {
        email: 'Veuillez saisir une adresse email valide.',
        'roles.0': 'Rôle inconnu',
        'roles.1': 'Autre',
        form: 'x',
      },
      setError,
    );
    expect(setError.mock.calls).toEqual([
      ['email', { type: 'server', message: 'Veuillez saisir une adresse email valide.' }],
      ['roles', { type: 'server', message: 'Rôle inconnu' }],
    ]);
  });

  it('ignores the names outside the listed fields, and does nothing without errors', () => {
    const setError = vi.fn();
    applyFieldErrors<Values>({ email: 'a', password: 'b', injected: 'c' }, setError, ['password']);
    expect(setError.mock.calls).toEqual([['password', { type: 'server', message: 'b' }]]);
    applyFieldErrors<Values>(undefined, setError);
    expect(setError).toHaveBeenCalledTimes(1);
  });
});
