import type { Department } from '@/lib/domain/schemas';
import { foldText } from '@/lib/palette/entries';

/** Lower case, without accents, hyphens or apostrophes: "Val-d'Oise" reads "val d oise". */
function fold(value: string): string {
  return foldText(value)
    .replace(/[-\s]+/g, ' ')
    .trim();
}

/** The terms of a filter: several separated by commas or semicolons ("75, 92; 93"). */
export function filterTerms(query: string): string[] {
  return query
    .split(/[,;]/)
    .map(fold)
    .filter((term) => term !== '');
}

function matches(department: Department, term: string): boolean {
  const code = department.code.toLowerCase();
  // "1" is the Ain (01) as well as the start of 10 to 19.
  if (code.startsWith(term) || code === term.padStart(2, '0')) return true;
  return fold(department.name).includes(term);
}

/**
 * The departments a filter keeps, in the catalogue's order: those whose code starts with one of its
 * terms or whose name holds it, accents, case and hyphens aside. An empty filter keeps them all.
 */
export function filterDepartments<D extends Department>(departments: readonly D[], query: string): D[] {
  const terms = filterTerms(query);
  if (terms.length === 0) return [...departments];
  return departments.filter((department) => terms.some((term) => matches(department, term)));
}
