/** Construction scheduling and start, works acceptance validate, cancel and validated creation. */
import { describe, expect, it } from 'vitest';
import { linked } from '@/lib/fake-gateway/data/project-links';
import { call, startFakeGateway } from '../core/harness';
import { multipart, pdfFile, showcase, supportToken } from './support';

const { gateway } = startFakeGateway();

const acceptancesOf = (name: string) =>
  linked(showcase(gateway, name), 'worksAcceptances').map((id) =>
    gateway.db().projects.worksAcceptances.require(id),
  );

describe('construction', () => {
  it('schedules the works of a signed project', async () => {
    const token = await supportToken();
    const project = showcase(gateway, 'signed');
    const result = await call(`/projects/${project.id}/construction`, {
      token,
      method: 'PUT',
      json: { startDate: '2020-03-16', endDate: '2020-04-03' },
    });
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({
      status: 'NOT_STARTED',
      startDate: '2020-03-16T00:00:00.000+01:00',
      endDate: '2020-04-03T00:00:00.000+02:00',
    });
  });

  it('refuses an end before the start with the French message', async () => {
    const token = await supportToken();
    const project = showcase(gateway, 'signed');
    const result = await call(`/projects/${project.id}/construction`, {
      token,
      method: 'PUT',
      json: { startDate: '2020-04-03', endDate: '2020-03-16' },
    });
    expect(result.status).toBe(400);
    expect(result.body.message).toBe('La date de fin doit être ultérieure à la date de début.');
    await call(`/projects/${project.id}/construction`, {
      token,
      method: 'PUT',
      json: { endDate: '2020-03-20' },
    });
    const later = await call(`/projects/${project.id}/construction`, {
      token,
      method: 'PUT',
      json: { startDate: '2020-03-25' },
    });
    expect(later.status).toBe(400);
  });

  it('refuses to schedule a project without a signed quote, or finished works', async () => {
    const token = await supportToken();
    const body = { method: 'PUT', json: { startDate: '2020-03-16' } };
    expect(
      (await call(`/projects/${showcase(gateway, 'published').id}/construction`, { token, ...body })).status,
    ).toBe(409);
    expect(
      (await call(`/projects/${showcase(gateway, 'finished').id}/construction`, { token, ...body })).status,
    ).toBe(409);
  });

  it('starts the works: NOT_STARTED → STARTED, once', async () => {
    const token = await supportToken();
    const project = showcase(gateway, 'signed');
    const result = await call(`/projects/${project.id}/construction/started`, {
      token,
      json: { startDate: '2020-03-03' },
    });
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({ status: 'STARTED', startDate: '2020-03-03T00:00:00.000+01:00' });
    expect(
      (
        await call(`/projects/${project.id}/construction/started`, {
          token,
          json: { startDate: '2020-03-03' },
        })
      ).status,
    ).toBe(409);
    expect(
      (
        await call(`/projects/${showcase(gateway, 'paying').id}/construction/started`, {
          token,
          json: { startDate: '2020-03-03' },
        })
      ).status,
    ).toBe(409);
  });
});

describe('works acceptance', () => {
  it('validates a PENDING report, and refuses to validate or cancel it again', async () => {
    const token = await supportToken();
    const acceptance = acceptancesOf('acceptance').find((candidate) => candidate.status === 'PENDING')!;
    const result = await call(`/works-acceptances/${acceptance.id}/validate`, { token, method: 'POST' });
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({ status: 'VALIDATED', statusDate: '2020-03-03T10:00:00.000+01:00' });
    expect(
      (await call(`/works-acceptances/${acceptance.id}/validate`, { token, method: 'POST' })).status,
    ).toBe(409);
    expect((await call(`/works-acceptances/${acceptance.id}/cancel`, { token, method: 'POST' })).status).toBe(
      409,
    );
  });

  it('cancels a PENDING report', async () => {
    const token = await supportToken();
    const acceptance = acceptancesOf('acceptance').find((candidate) => candidate.status === 'PENDING')!;
    const result = await call(`/works-acceptances/${acceptance.id}/cancel`, { token, method: 'POST' });
    expect(result.body.status).toBe('CANCELED');
    expect(
      (await call(`/works-acceptances/${acceptance.id}/validate`, { token, method: 'POST' })).status,
    ).toBe(409);
  });

  it('records a validated report: the construction moves to WORKS_ACCEPTANCE', async () => {
    const token = await supportToken();
    const project = showcase(gateway, 'paying');
    const result = await call('/works-acceptances/validated', {
      token,
      multipart: multipart(
        { file: pdfFile('pv-signe.pdf') },
        {
          worksAcceptance: {
            projectId: project.id,
            ownerId: project.contractorId,
            effectiveDate: '2020-03-02',
            unconditional: false,
          },
        },
      ),
    });
    expect(result.status).toBe(201);
    expect(result.body).toMatchObject({
      status: 'VALIDATED',
      unconditional: false,
      effectiveDate: '2020-03-02T00:00:00.000+01:00',
      owner: { id: project.contractorId },
    });
    expect(result.body.project.owner.id).toBe(project.ownerId);
    const view = await call(`/projects/${project.id}`, { token });
    expect(view.body.construction.status).toBe('WORKS_ACCEPTANCE');
    expect(
      view.body.construction.worksAcceptances.map((acceptance: { id: string }) => acceptance.id),
    ).toContain(result.body.id);
  });

  it('refuses a validated report on a project without contract or with finished works', async () => {
    const token = await supportToken();
    const part = (name: string) => {
      const project = showcase(gateway, name);
      return multipart(
        { file: pdfFile() },
        {
          worksAcceptance: {
            projectId: project.id,
            ownerId: project.contractorId ?? gateway.db().people.professionalIds[0],
            effectiveDate: '2020-03-02',
            unconditional: true,
          },
        },
      );
    };
    expect((await call('/works-acceptances/validated', { token, multipart: part('published') })).status).toBe(
      409,
    );
    expect((await call('/works-acceptances/validated', { token, multipart: part('finished') })).status).toBe(
      409,
    );
  });
});
