// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  filterDepartments,
  filterTerms,
} from '@/app/(backoffice)/(records)/clients/[id]/modifier-prestations/department-filter';
import { DepartmentPicker } from '@/app/(backoffice)/(records)/clients/[id]/modifier-prestations/_components/department-picker';
import { DEPARTMENTS } from '@/lib/fake-gateway/data/works-catalogue';

afterEach(cleanup);

const codes = (query: string) => filterDepartments(DEPARTMENTS, query).map((department) => department.code);

describe('filterDepartments', () => {
  it('keeps the 101 departments, in order, for an empty filter', () => {
    expect(DEPARTMENTS).toHaveLength(101);
    expect(codes('')).toEqual(DEPARTMENTS.map((department) => department.code));
    expect(codes('  ,  ; ')).toHaveLength(101);
  });

  it('finds a name without its accents, case or hyphens', () => {
    expect(codes('rhone')).toEqual(['13', '69']);
    expect(codes('REUNION')).toEqual(['974']);
    expect(codes('seine saint')).toEqual(['93']);
    expect(codes("val d'oise")).toEqual(['95']);
    expect(codes('Val-d’Oise')).toEqual(['95']);
  });

  it('finds codes by their start, Corsica by its letters, the Ain by "1"', () => {
    expect(codes('97')).toEqual(['971', '972', '973', '974', '976']);
    expect(codes('2a')).toEqual(['2A']);
    expect(codes('1')).toEqual(['01', '10', '11', '12', '13', '14', '15', '16', '17', '18', '19']);
    expect(codes('75')).toEqual(['75']);
  });

  it('takes several terms separated by commas or semicolons', () => {
    expect(filterTerms(' 75, Hauts-de-Seine ; 93 ,')).toEqual(['75', 'hauts de seine', '93']);
    expect(codes('75, hauts de seine; 93')).toEqual(['75', '92', '93']);
  });

  it('keeps nothing when nothing matches', () => {
    expect(codes('Bruxelles')).toEqual([]);
  });
});

function Picker({ initial = [] as string[] }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <DepartmentPicker departments={DEPARTMENTS} value={value} onChange={setValue} />
      <p data-testid="value">{[...value].sort().join(' ')}</p>
    </>
  );
}

const chosen = () => screen.getByTestId('value').textContent;
const grid = () => screen.getByRole('list', { name: 'Départements' });
// Counted by selector: role queries over 101 boxes are slow in the test DOM.
const boxes = () => [...grid().querySelectorAll('input[type="checkbox"]')];

describe('DepartmentPicker', () => {
  it('shows every department as a checkbox named by code and name, without a scroll box', () => {
    render(<Picker initial={['13']} />);
    expect(boxes()).toHaveLength(101);
    // By label: a role query over 101 boxes is slow in the test DOM.
    expect((screen.getByLabelText('13 Bouches-du-Rhône') as HTMLInputElement).checked).toBe(true);
    expect(grid().className).not.toMatch(/overflow|max-h/);
  });

  it('selects and clears only the departments the filter shows, keeping the others', () => {
    render(<Picker initial={['13', '2A']} />);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Filtrer par code ou nom' }), {
      target: { value: '97' },
    });
    expect(boxes()).toHaveLength(5);
    expect(screen.getByRole('status').textContent).toBe('2 sélectionnés · 5 affichés sur 101');

    fireEvent.click(screen.getByRole('button', { name: 'Sélectionner les 5 affichés' }));
    expect(chosen()).toBe('13 2A 971 972 973 974 976');
    fireEvent.click(screen.getByLabelText('974 La Réunion'));
    expect(chosen()).toBe('13 2A 971 972 973 976');
    fireEvent.click(screen.getByRole('button', { name: 'Désélectionner les 5 affichés' }));
    expect(chosen()).toBe('13 2A');
  });

  it('selects all and none without a filter', () => {
    render(<Picker initial={['13']} />);
    fireEvent.click(screen.getByRole('button', { name: 'Tout sélectionner' }));
    expect(chosen()?.split(' ')).toHaveLength(101);
    fireEvent.click(screen.getByRole('button', { name: 'Tout désélectionner' }));
    expect(chosen()).toBe('');
  });

  it('says when nothing matches, and Enter in the filter does not submit the form', () => {
    let submitted = false;
    render(
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submitted = true;
        }}
      >
        <Picker />
      </form>,
    );
    const filter = screen.getByRole('searchbox', { name: 'Filtrer par code ou nom' });
    fireEvent.change(filter, { target: { value: 'Bruxelles' } });
    expect(screen.getByText('Aucun département ne correspond à « Bruxelles ».')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sélectionner les 0 affichés' })).toHaveProperty(
      'disabled',
      true,
    );
    fireEvent.keyDown(filter, { key: 'Enter' });
    expect(submitted).toBe(false);
  });
});
