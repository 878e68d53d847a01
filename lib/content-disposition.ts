/**
 * Content-Disposition (RFC 6266), both ways: reading the file name a gateway answer carries, and
 * writing our own header with a name that cannot break it. Pure: used by route handlers, the
 * gateway client and the fake gateway alike.
 */

function decodeExtValue(value: string): string | undefined {
  // RFC 5987: charset'language'percent-encoded-value
  const match = /^([\w!#$%&+^`{}~-]*)'[^']*'(.*)$/.exec(value.trim());
  if (!match) return undefined;
  try {
    return decodeURIComponent(match[2]);
  } catch {
    return undefined;
  }
}

/**
 * The file name of a Content-Disposition header: `filename*` (UTF-8) wins over `filename`;
 * anything unusable gives `fallback`. Directory parts and control characters are removed.
 */
export function filenameFromContentDisposition(header: string | null | undefined, fallback: string): string {
  if (!header) return fallback;
  const extended = /filename\*\s*=\s*("?)([^";]+)\1/i.exec(header);
  const plain = /(?:^|;)\s*filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;]+))/i.exec(header);
  const raw =
    (extended && decodeExtValue(extended[2])) ??
    (plain ? (plain[1] !== undefined ? plain[1].replace(/\\(.)/g, '$1') : plain[2].trim()) : undefined);
  const safe = raw
    ?.split(/[\\/]/)
    .pop()
    ?.replace(/[\u0000-\u001f\u007f"]/g, '')
    .trim();
  return safe ? safe : fallback;
}

/** RFC 5987 attr-chars: encodeURIComponent leaves ' ( ) * as they are, the grammar does not allow them. */
function extValue(name: string): string {
  return encodeURIComponent(name).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/**
 * `inline` or `attachment` with the name twice: a plain ASCII fallback (accents dropped, anything
 * else outside printable ASCII, quotes, backslashes and path separators turned into `_`) and the
 * exact UTF-8 name in `filename*`.
 */
export function contentDisposition(kind: 'inline' | 'attachment', filename: string): string {
  const name = filename.replace(/[\u0000-\u001f\u007f]/g, '').trim() || 'document';
  const ascii = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]|["\\/]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${extValue(name)}`;
}
