import { hasControlCharacter } from './sanitise';

/*
 * The journal's paging cursor: the time and id of the last entry of a page, opaque to the browser.
 * A cursor that does not decode is no cursor (the first page), never an error; nor is one holding a
 * control character, which Date.parse lets through and the database refuses.
 */

export interface CursorPosition {
  at: string;
  id: string;
}

export function encodeCursor(position: CursorPosition): string {
  return Buffer.from(`${position.at}|${position.id}`, 'utf8').toString('base64url');
}

export function decodeCursor(cursor: string | undefined | null): CursorPosition | null {
  if (!cursor || cursor.length > 200) return null;
  const [at, id, ...rest] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  if (rest.length > 0 || !at || !id || !/^\d{1,19}$/.test(id) || hasControlCharacter(at)) return null;
  if (Number.isNaN(Date.parse(at))) return null;
  return { at, id };
}
