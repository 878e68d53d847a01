const TRIM_SEPARATORS: Record<string, RegExp> = {};

/** Turns "Élodie D'Almeida" into "elodie.dalmeida" for e-mail addresses. */
export function slug(value: string, separator = '-'): string {
  const trim = (TRIM_SEPARATORS[separator] ??= new RegExp(`^\\${separator}+|\\${separator}+$`, 'g'));
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, separator)
    .replace(trim, '');
}
