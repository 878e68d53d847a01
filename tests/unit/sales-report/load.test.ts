/**
 * The report read from the fake gateway in-process: its CSV reports and project list give the
 * figures the fake's own records add up to, so the report and the fake's contract cannot drift.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { Session } from '@/lib/auth/session';
import { isCreditNote } from '@/lib/domain/rules/credit-note';
import { loadSalesReport } from '@/lib/sales-report/load';
import { BASE_URL, staffEmail, startFakeGateway, tokenFor } from '../fake-gateway/core/harness';
import { stubGatewayEnv } from '../gateway/support';
import { sessionPayload } from '../support/session-payload';

const { gateway } = startFakeGateway({ resetEachTest: false });
const PERIOD = { from: '2019-06-15', to: '2020-03-03' };
const cents = (value: number) => Math.round(value * 100);

let session: Session;
beforeEach(async () => {
  stubGatewayEnv({ GATEWAY_URL: BASE_URL });
  const user: Session['user'] = { id: 'me', firstName: 'A', lastName: 'B', email: 'a@b', roles: ['SUPPORT'] };
  const token = { tokenType: 'Bearer', accessToken: await tokenFor(staffEmail('support')) };
  session = {
    user,
    token,
    payload: sessionPayload({ user, gateway: { ...token, expiresAt: Date.now() + 3_600_000 } }),
  };
});

describe('the sales report read from the gateway', () => {
  it("adds up the fake's provider invoices of the period, credit notes deducted", async () => {
    const report = await loadSalesReport(session, PERIOD);
    const inPeriod = gateway
      .db()
      .projects.providerInvoices.values()
      .filter((invoice) => {
        const day = invoice.dispatchedAt.slice(0, 10);
        return day >= PERIOD.from && day <= PERIOD.to && invoice.status !== 'CANCELED';
      });
    expect(inPeriod.length).toBeGreaterThan(20);
    let net = 0;
    let creditNotes = 0;
    for (const invoice of inPeriod) {
      const amount = cents(invoice.line.exclTax);
      if (isCreditNote(invoice.type)) {
        net -= amount;
        creditNotes += 1;
      } else net += amount;
    }
    expect(creditNotes).toBeGreaterThan(0);
    expect(cents(report.totals.net.exclTax)).toBe(net);
    expect(report.totals.invoices.count + report.totals.creditNotes.count).toBe(inPeriod.length);
    expect(report.totals.creditNotes.count).toBe(creditNotes);
    expect(report.months.map((month) => month.key)).toEqual([
      '2019-06',
      '2019-07',
      '2019-08',
      '2019-09',
      '2019-10',
      '2019-11',
      '2019-12',
      '2020-01',
      '2020-02',
      '2020-03',
    ]);
  });

  it('counts per month the projects published and those of them signed or finished', async () => {
    const report = await loadSalesReport(session, PERIOD);
    const projects = gateway.db().projects.projects.values();
    for (const month of report.months) {
      const published = projects.filter((project) => {
        if (!project.publicationDate) return false;
        const day = project.publicationDate.slice(0, 10);
        return day >= month.from && day <= month.to;
      });
      expect(month.projects, month.key).toEqual({
        published: published.length,
        signed: published.filter((project) => ['SIGNED', 'FINISHED'].includes(project.status)).length,
      });
    }
    expect(report.totals.projects.signed).toBeGreaterThan(0);
  });
});
