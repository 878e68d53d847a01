import { beforeEach, describe, expect, it, vi } from 'vitest';

const toast = vi.hoisted(() => ({ info: vi.fn(), warning: vi.fn(), error: vi.fn() }));
vi.mock('sonner', () => ({ toast }));

import { notify, notifyResult } from '@/components/ui/notify';

beforeEach(() => {
  toast.info.mockReset();
  toast.warning.mockReset();
  toast.error.mockReset();
});

describe('notify', () => {
  it('shows each level with the matching toast kind and the default duration', async () => {
    await notify({ level: 'info', message: 'Rôles mis à jour.' });
    await notify({ level: 'warning', message: 'Attention.' });
    await notify({ level: 'error', message: 'Une erreur est survenue.' });
    expect(toast.info).toHaveBeenCalledWith('Rôles mis à jour.', undefined);
    expect(toast.warning).toHaveBeenCalledWith('Attention.', undefined);
    expect(toast.error).toHaveBeenCalledWith('Une erreur est survenue.', undefined);
  });

  it('keeps the toast until closed when autoHide is false', async () => {
    await notify({
      level: 'error',
      message: 'Le token de création de mot de passe a expiré.',
      autoHide: false,
    });
    expect(toast.error).toHaveBeenCalledWith('Le token de création de mot de passe a expiré.', {
      duration: Number.POSITIVE_INFINITY,
    });
  });
});

describe('notifyResult', () => {
  it('shows a success message as info and a failure as an error', async () => {
    await notifyResult({ ok: true, message: 'E-mail libéré.' });
    await notifyResult({ ok: false, message: 'Une erreur est survenue.' });
    expect(toast.info).toHaveBeenCalledWith('E-mail libéré.', undefined);
    expect(toast.error).toHaveBeenCalledWith('Une erreur est survenue.', undefined);
  });

  it('stays silent for a success without message', async () => {
    await notifyResult({ ok: true });
    expect(toast.info).not.toHaveBeenCalled();
    expect(toast.error).not.toHaveBeenCalled();
  });
});

describe('a failure’s reference', () => {
  it('shows the request id under the message of a failure, never of a success', async () => {
    await notifyResult({ ok: false, message: 'Une erreur est survenue.', reference: 'req-42' });
    await notifyResult({ ok: true, message: 'E-mail libéré.', reference: 'req-43' });
    expect(toast.error).toHaveBeenCalledWith('Une erreur est survenue.', {
      description: 'Référence : req-42',
    });
    expect(toast.info).toHaveBeenCalledWith('E-mail libéré.', undefined);
  });
});
