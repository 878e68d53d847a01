/**
 * Real bytes for the seeded documents, drawn on read so the seed holds none: a one-page PDF that
 * names the document, and a small PNG "photo" whose colours come from the document id. Both open
 * in a browser's viewer; a text type gets a few CSV lines. Uploaded documents keep the bytes they
 * were sent with.
 */
import { deflateSync } from 'node:zlib';
import { hashString } from '../core/rng';
import type { DocumentRecord } from './project-records';

// --- PDF ----------------------------------------------------------------------------------------

/** WinAnsi code points for the few characters of French text that Latin-1 lacks. */
const WIN_ANSI_EXTRA: Record<string, number> = {
  '€': 0x80,
  '’': 0x92,
  œ: 0x9c,
  Œ: 0x8c,
  '–': 0x96,
  '—': 0x97,
};

/** A PDF literal string in WinAnsi: one char per byte, with ( ) \ escaped. */
function pdfText(value: string): string {
  let out = '';
  for (const char of value) {
    const code = char.charCodeAt(0);
    const mapped = WIN_ANSI_EXTRA[char] ?? (code < 256 ? code : 0x3f);
    const byte = String.fromCharCode(mapped);
    out += byte === '(' || byte === ')' || byte === '\\' ? `\\${byte}` : byte;
  }
  return out;
}

function latin1Bytes(value: string): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(value.length);
  for (let index = 0; index < value.length; index += 1) bytes[index] = value.charCodeAt(index) & 0xff;
  return bytes;
}

/** A valid one-page A4 PDF with a title and a few lines (Helvetica, no embedded font). */
export function buildPdf(title: string, lines: readonly string[]): Uint8Array<ArrayBuffer> {
  const text = [
    'BT /F1 18 Tf 56 780 Td',
    `(${pdfText(title)}) Tj`,
    '/F1 11 Tf 0 -32 Td 16 TL',
    ...lines.map((line) => `(${pdfText(line)}) '`),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${text.length} >>\nstream\n${text}\nendstream`,
  ];
  let body = '%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xrefAt = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return latin1Bytes(body);
}

// --- PNG ----------------------------------------------------------------------------------------

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n += 1) {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (let index = 0; index < bytes.length; index += 1)
    crc = CRC_TABLE[(crc ^ bytes[index]) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Uint8Array {
  const out = new Uint8Array(12 + data.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, data.length);
  for (let index = 0; index < 4; index += 1) out[4 + index] = type.charCodeAt(index);
  out.set(data, 8);
  view.setUint32(8 + data.length, crc32(out.subarray(4, 8 + data.length)));
  return out;
}

/** A width×height RGB PNG: a vertical gradient between two colours with a darker "horizon". */
export function buildPng(seed: number, width = 96, height = 64): Uint8Array<ArrayBuffer> {
  const top = [(seed >>> 16) & 0xff, (seed >>> 8) & 0xff, seed & 0xff].map((value) => 90 + (value % 150));
  const bottom = top.map((value) => Math.max(0, value - 70));
  const raw = new Uint8Array(height * (1 + width * 3));
  for (let y = 0; y < height; y += 1) {
    const row = y * (1 + width * 3);
    raw[row] = 0;
    const t = y / (height - 1);
    for (let x = 0; x < width; x += 1) {
      const horizon = Math.abs(y - height * 0.6 - 4 * Math.sin(x / 9)) < 1.5 ? 0.6 : 1;
      for (let c = 0; c < 3; c += 1)
        raw[row + 1 + x * 3 + c] = Math.round((top[c] * (1 - t) + bottom[c] * t) * horizon);
    }
  }
  const header = new Uint8Array(13);
  const view = new DataView(header.buffer);
  view.setUint32(0, width);
  view.setUint32(4, height);
  header.set([8, 2, 0, 0, 0], 8);
  const parts = [
    new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', new Uint8Array(deflateSync(raw))),
    chunk('IEND', new Uint8Array(0)),
  ];
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

// --- Documents ----------------------------------------------------------------------------------

/** The bytes GET /documents/:id/content sends: the uploaded ones, else drawn from the record. */
export function documentBytes(document: DocumentRecord): Uint8Array {
  if (document.bytes) return document.bytes;
  if (document.mimeType.startsWith('image/')) return buildPng(hashString(document.id));
  if (document.mimeType.startsWith('text/')) {
    return new TextEncoder().encode(
      `Pièce;Longueur (m);Largeur (m)\r\nSéjour;5,20;4,10\r\nCuisine;3,40;2,90\r\nRéférence;${document.id};\r\n`,
    );
  }
  return buildPdf(document.name.replace(/\.pdf$/i, ''), [
    `Type de document : ${document.type.name}`,
    `Date : ${document.createdAt.slice(8, 10)}/${document.createdAt.slice(5, 7)}/${document.createdAt.slice(0, 4)}`,
    `Référence : ${document.id}`,
    '',
    'Document de démonstration généré par la fausse passerelle.',
  ]);
}
