/** What a page receives as `searchParams` once awaited. */
export type SearchParams = Record<string, string | string[] | undefined>;

/** The first value of a query parameter: `?a=1&a=2` reads as '1'. */
export function firstParam(params: SearchParams, name: string): string | undefined {
  const value = params[name];
  return Array.isArray(value) ? value[0] : value;
}
