import { describe, expect, it } from 'vitest';
import { file, files } from '@/lib/domain/rules';
import { messagesOf } from './messages';

const pdf = (size: number) => ({ type: 'application/pdf', size, name: 'devis.pdf' });

describe('file', () => {
  it.each(['application/pdf', 'image/jpeg', 'image/png', 'image/webp', 'IMAGE/JPEG'])(
    'accepts a %s file',
    (type) => {
      const candidate = { type, size: 1000 };
      expect(file.parse(candidate)).toBe(candidate);
    },
  );

  it('accepts 10485759 bytes and refuses 10485760', () => {
    expect(file.safeParse(pdf(10_485_759)).success).toBe(true);
    expect(messagesOf(file, pdf(10_485_760))).toEqual(["La taille du fichier n'est pas valide (10 Mo max)."]);
  });

  it.each(['application/msword', 'image/heic', 'text/plain', 'image/gif', ''])(
    'refuses the type %j',
    (type) => {
      expect(messagesOf(file, { type, size: 1000 })).toEqual(["Le format du fichier n'est pas valide."]);
    },
  );

  it.each([undefined, null, '', [], { length: 0 }])('asks for a file when none is there (%j)', (value) => {
    expect(messagesOf(file, value)).toEqual(['Merci de sélectionner un fichier.']);
  });

  it('treats the empty file of a form posted with no file chosen as no file', () => {
    const form = new FormData();
    form.append('file', new File([], '', { type: 'application/octet-stream' }));
    expect(messagesOf(file, form.get('file'))).toEqual(['Merci de sélectionner un fichier.']);
    expect(messagesOf(files, form.getAll('file'))).toEqual(['Merci de sélectionner au moins un fichier.']);
  });

  it('takes the file out of what a file input holds', () => {
    const chosen = pdf(10);
    expect(file.parse({ length: 1, 0: chosen })).toBe(chosen);
  });

  it('checks real File objects, as a server action receives them', async () => {
    const real = new File(['%PDF-1.4'], 'devis.pdf', { type: 'application/pdf' });
    expect(file.parse(real)).toBe(real);
    expect(messagesOf(file, new File(['x'], 'notes.txt', { type: 'text/plain' }))).toEqual([
      "Le format du fichier n'est pas valide.",
    ]);
  });
});

describe('files', () => {
  it('accepts several valid files', () => {
    const chosen = [pdf(10), { type: 'image/png', size: 10_485_759 }];
    expect(files.parse(chosen)).toEqual(chosen);
  });

  it('refuses the list when one file has a wrong type', () => {
    expect(messagesOf(files, [pdf(10), { type: 'text/plain', size: 10 }])).toEqual([
      "Le format de l'un de vos fichiers n'est pas valide.",
    ]);
  });

  it('refuses the list when one file is 10 MB or more', () => {
    expect(messagesOf(files, [pdf(10), pdf(10_485_760)])).toEqual([
      "La taille de l'un de vos fichiers n'est pas valide (10 Mo max).",
    ]);
  });

  it('accepts a single file as a list of one', () => {
    expect(files.parse(pdf(10))).toEqual([pdf(10)]);
  });

  it.each([undefined, null, [], { length: 0 }])('asks for at least one file (%j)', (value) => {
    expect(messagesOf(files, value)).toEqual(['Merci de sélectionner au moins un fichier.']);
  });
});
