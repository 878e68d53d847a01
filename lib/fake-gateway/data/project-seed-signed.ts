/**
 * A signed or finished project's contract: the signed quotes, the professional's invoices up to
 * its payment level, the marketplace's fees, the options and their invoices, the construction, the
 * works acceptance and the feedback.
 */
import type { ConstructionStatus } from '@/lib/domain/enums';
import { DAY_MS } from '../core/time';
import type { ProjectRecord } from './project-records';
import { roundCents } from './project-rules';
import type { Seeding } from './project-seed-base';
import { seedFeedback, seedWorksAcceptance } from './project-seed-acceptance';
import { SIGNED_PAYMENT_LEVELS, seedQuote, type PaymentLevel, type Timeline } from './project-seed-contracts';
import { feeLine, optionLine, seedProfessionalInvoice, seedProviderInvoice } from './project-seed-invoices';
import { HOUR_MS, between, iso } from './project-seed-kit';
import type { seedMatching } from './project-seed-pre-sales';
import type { ProjectSpec } from './project-seed-showcase';

/** Signed and finished projects: contract, payments, options, construction, acceptance, feedback. */
export function seedContract(
  s: Seeding,
  project: ProjectRecord,
  spec: ProjectSpec | undefined,
  time: Timeline,
  contractorId: string,
  seeded: ReturnType<typeof seedMatching>,
) {
  const { rng, now, contractCyc } = s;
  const finished = project.status === 'FINISHED';
  const signedAt = time.at(rng.float(0.45, 0.55));
  const initial = seedQuote(s, contractCyc, project, {
    ownerId: contractorId,
    type: 'INITIAL',
    status: 'SIGNED',
    dispatchedAt: time.at(rng.float(0.3, 0.44)),
    decidedAt: signedAt,
    withDownPayment: true,
  });
  project.contractorId = contractorId;
  for (const { relationship } of seeded) {
    if (
      relationship.userId === contractorId ||
      relationship.status !== 'NOT_RETAINED' ||
      !relationship.acceptedAt ||
      rng.chance(0.4)
    )
      continue;
    const dispatchedAt = between(rng, Date.parse(relationship.acceptedAt), signedAt);
    seedQuote(s, contractCyc, project, {
      ownerId: relationship.userId,
      type: 'INITIAL',
      status: 'NOT_RETAINED',
      dispatchedAt,
      decidedAt: signedAt,
      withDownPayment: rng.chance(0.5),
    });
  }
  const quotes = [initial];
  if (!spec && rng.chance(0.25)) {
    const status = contractCyc.amendment();
    const dispatchedAt = time.at(rng.float(0.6, 0.8));
    quotes.push(
      seedQuote(s, contractCyc, project, {
        ownerId: contractorId,
        type: 'AMENDMENT',
        status,
        dispatchedAt,
        decidedAt: status === 'PENDING' ? undefined : Math.min(now, dispatchedAt + rng.int(1, 10) * DAY_MS),
        withDownPayment: false,
      }),
    );
  }
  const total = roundCents(
    quotes.filter((quote) => quote.status === 'SIGNED').reduce((sum, quote) => sum + quote.amount.inclTax, 0),
  );

  // Professional invoices up to the payment level.
  const level: PaymentLevel = spec?.payment ?? (finished ? 'FINISHED' : s.projectCyc.payment());
  const rank = SIGNED_PAYMENT_LEVELS.indexOf(level) === -1 ? 6 : SIGNED_PAYMENT_LEVELS.indexOf(level);
  const downPayment = roundCents((total * (initial.downPayment?.percentage ?? 30)) / 100);
  const withInterim = rank === 3 || rank === 4 || (rank >= 5 && rng.chance(0.5));
  const interim = withInterim ? roundCents(total * rng.float(0.3, 0.4)) : 0;
  const paidInvoices: { amount: number; paidAt: number }[] = [];
  const invoiceStep = (
    type: 'DOWN_PAYMENT' | 'INTERIM_PAYMENT' | 'FINAL_PAYMENT',
    amount: number,
    fraction: number,
    paid: boolean,
  ) => {
    const dispatchedAt = Math.min(now - HOUR_MS, time.at(fraction));
    const paidAt = paid ? Math.min(now - HOUR_MS, dispatchedAt + rng.int(1, 10) * DAY_MS) : undefined;
    if (!spec && rng.chance(0.06)) {
      seedProfessionalInvoice(s, project, {
        type,
        status: 'CANCELED',
        ownerId: contractorId,
        amount: amount * 1.1,
        dispatchedAt: dispatchedAt - 2 * DAY_MS,
        comment: 'Montant erroné, facture remplacée.',
      });
    }
    seedProfessionalInvoice(s, project, {
      type,
      status: paid ? 'PAID' : 'PENDING',
      ownerId: contractorId,
      amount,
      dispatchedAt,
      paidAt,
    });
    time.seen(dispatchedAt, paidAt);
    if (paidAt !== undefined) paidInvoices.push({ amount, paidAt });
  };
  if (rank >= 1) invoiceStep('DOWN_PAYMENT', downPayment, 0.56, rank >= 2);
  if (withInterim) invoiceStep('INTERIM_PAYMENT', interim, 0.72, rank >= 4);
  if (rank >= 5) invoiceStep('FINAL_PAYMENT', roundCents(total - downPayment - interim), 0.88, rank >= 6);

  // The marketplace's fee on each payment made through it.
  for (const paid of paidInvoices) {
    const status = spec ? (spec.name === 'paying' ? 'PENDING' : 'PAID') : contractCyc.feeStatus();
    const dispatchedAt = Math.min(now - HOUR_MS, paid.paidAt + rng.int(0, 24) * HOUR_MS);
    seedProviderInvoice(s, {
      type: 'FEE',
      status,
      recipientId: contractorId,
      line: feeLine(s, paid.amount),
      dispatchedAt,
      project,
    });
  }

  // Options and their invoices to the owner.
  const options =
    spec?.options ??
    [
      rng.chance(0.5)
        ? { code: 'DOWN_PAYMENT_GUARANTEE' as const, status: contractCyc.optionStatus() }
        : undefined,
      rng.chance(0.3) ? { code: 'LEGAL_PROTECTION' as const, status: contractCyc.optionStatus() } : undefined,
    ].filter((option) => option !== undefined);
  for (const option of options) {
    const requestedAt = Math.min(now - HOUR_MS, signedAt + rng.int(1, 48) * HOUR_MS);
    const activatedAt =
      option.status === 'ACTIVE' || option.status === 'TERMINATED'
        ? Math.min(now - HOUR_MS, requestedAt + rng.int(1, 5) * DAY_MS)
        : undefined;
    const statusAt =
      option.status === 'TERMINATED'
        ? between(rng, activatedAt ?? requestedAt, time.to)
        : (activatedAt ?? requestedAt);
    project.options.push({
      code: option.code,
      status: option.status,
      statusDate: iso(statusAt),
      activatedAt: activatedAt !== undefined ? iso(activatedAt) : undefined,
    });
    time.seen(statusAt);
    if (option.status === 'REQUESTED') continue;
    const invoiceStatus =
      option.status === 'PENDING_ACTIVATION'
        ? 'PENDING'
        : option.status === 'ABORTED'
          ? 'CANCELED_BY_CREDIT_NOTE'
          : 'PAID';
    seedProviderInvoice(s, {
      type: option.code === 'DOWN_PAYMENT_GUARANTEE' ? 'INSURANCE' : 'BASIC',
      status: invoiceStatus,
      recipientId: project.ownerId,
      line: optionLine(option.code, downPayment),
      dispatchedAt: requestedAt,
      paidAt: activatedAt,
      project,
    });
  }

  // Construction and works acceptance.
  const construction: ConstructionStatus =
    spec?.construction ??
    (finished
      ? 'FINISHED'
      : rank >= 5
        ? 'WORKS_ACCEPTANCE'
        : rank >= 3
          ? 'STARTED'
          : rank === 2 && rng.chance(0.5)
            ? 'STARTED'
            : 'NOT_STARTED');
  project.construction.status = construction;
  if (construction === 'NOT_STARTED') {
    if (spec?.name !== 'signed' && rng.chance(0.5)) {
      const start = Math.floor(now / DAY_MS) * DAY_MS + rng.int(5, 40) * DAY_MS + 7 * HOUR_MS;
      project.construction.startDate = iso(start);
      project.construction.endDate = iso(start + rng.int(3, 60) * DAY_MS);
    }
  } else {
    const start = Math.min(now - DAY_MS, time.at(0.6));
    const end =
      construction === 'STARTED' ? Math.max(now + rng.int(3, 40) * DAY_MS, start + DAY_MS) : time.at(0.85);
    project.construction.startDate = iso(start);
    project.construction.endDate = iso(end);
    time.seen(start);
  }
  if (construction === 'WORKS_ACCEPTANCE' || construction === 'FINISHED') {
    const effectiveAt = time.at(0.86);
    if (!spec && rng.chance(0.15))
      seedWorksAcceptance(s, project, contractorId, 'CANCELED', effectiveAt - 3 * DAY_MS);
    const status = spec?.acceptance ?? (construction === 'FINISHED' ? 'VALIDATED' : contractCyc.acceptance());
    const acceptance = seedWorksAcceptance(s, project, contractorId, status, effectiveAt);
    time.seen(Date.parse(acceptance.statusDate));
    if (
      spec?.feedback ||
      (!spec && (finished ? rng.chance(0.85) : status === 'VALIDATED' && rng.chance(0.3)))
    ) {
      seedFeedback(s, contractCyc, project, contractorId, Math.min(now - HOUR_MS, time.at(0.95)));
    }
  }
}
