// Plexus commands that start a back-office workflow: nothing changes at once, but the policy gets
// a pending request and the member an inbox confirmation, as with the real administration.
import type { Hono } from 'hono';
import { addMessage } from '../state/inbox';
import { addPendingRequest } from '../state/pending';
import { asRecord, codeOf, isProblem, missing, pensionFromBody } from './body';
import { divorceReceipt, parseDivorceReport } from './divorce';
import type { ApiDeps, ApiEnv } from './env';
import { accepted, badRequest } from './respond';

const greeting = 'Beste deelnemer,';
const signature = 'Met vriendelijke groet,\na.s.r. Pensioenen';

/** `pensionProviderName` as text: a string, or `{ name, location }`. */
const providerName = (value: unknown): string => {
  if (typeof value === 'string') return value;
  const { name, location } = asRecord(value);
  return [name, location].filter((v) => typeof v === 'string' && v !== '').join(', ');
};

/** What each value-transfer DTYPE starts: a request, or the member's answer to the offer. */
interface ValueTransferKind {
  requestType: { code: string; description: string };
  description: string;
  needsReference: boolean;
  subject: string;
  text: (provider: string, reference: string | undefined) => string;
}

const yourReference = (reference: string | undefined) =>
  reference ? ` (uw kenmerk ${reference})` : '';

const valueTransferKinds: Record<string, ValueTransferKind> = {
  ValueTransferIn: {
    requestType: { code: 'VALUE_TRANSFER_IN', description: 'Waardeoverdracht' },
    description: 'Waardeoverdracht van',
    needsReference: false,
    subject: 'Uw aanvraag voor waardeoverdracht is ontvangen',
    text: (provider, reference) =>
      `Wij hebben uw aanvraag ontvangen om uw pensioen bij ${provider} naar ons over te dragen${yourReference(reference)}. Wij vragen de waarde op bij ${provider}. Dit duurt meestal 3 tot 6 maanden.`,
  },
  ValueTransferApproval: {
    requestType: {
      code: 'VALUE_TRANSFER_APPROVAL',
      description: 'Akkoordverklaring waardeoverdracht',
    },
    description: 'Akkoord met waardeoverdracht van',
    needsReference: true,
    subject: 'Uw akkoordverklaring voor waardeoverdracht is ontvangen',
    text: (provider, reference) =>
      `U bent akkoord gegaan met het voorstel voor waardeoverdracht van uw pensioen bij ${provider}${yourReference(reference)}. Wij vragen ${provider} de waarde over te maken. Zodra de waarde bij ons binnen is, ontvangt u een bevestiging.`,
  },
  ValueTransferRejection: {
    requestType: { code: 'VALUE_TRANSFER_REJECTION', description: 'Afwijzing waardeoverdracht' },
    description: 'Niet akkoord met waardeoverdracht van',
    needsReference: true,
    subject: 'U gaat niet akkoord met het voorstel voor waardeoverdracht',
    text: (provider, reference) =>
      `U heeft laten weten dat u niet akkoord gaat met het voorstel voor waardeoverdracht van uw pensioen bij ${provider}${yourReference(reference)}. Uw pensioen blijft bij ${provider}. Wij sluiten uw aanvraag af.`,
  },
};

/** Adds the workflow-starting commands. */
export function registerPlexusWorkflows(app: Hono<ApiEnv>, { ids }: ApiDeps): void {
  app.post('/plexus/startcoverchangeworkflowcommand', (c) => {
    const body = asRecord(c.get('body'));
    const pension = pensionFromBody(c.get('persona'), body);
    if (isProblem(pension)) return badRequest(c, pension.field, pension.message);
    const problem = missing(body, 'workflowType');
    if (problem)
      return badRequest(c, problem.field, `${problem.message} (e.g. ANW, NET_PENSION, ACCRUAL)`);
    const workflowType = String(body.workflowType);
    // An accrual choice names the return type (spec section 3: Fixed or Variable).
    const returnType = body.returnType === undefined ? undefined : codeOf(body.returnType);
    if (returnType !== undefined && returnType !== 'Fixed' && returnType !== 'Variable')
      return badRequest(c, 'returnType', 'returnType must be Fixed or Variable');
    const request = addPendingRequest(
      pension,
      ids,
      { code: 'WORKFLOW', description: workflowType },
      `Wijziging ${workflowType}${returnType ? ` (${returnType})` : ''}`,
    );
    addMessage(pension, ids, {
      subject: 'Wij hebben uw wijziging ontvangen',
      category: { code: 'AANVRAAG', description: 'Aanvraag' },
      body: `${greeting}\n\nWij hebben uw wijziging (${workflowType}) ontvangen. Wij verwerken deze binnen 4 weken en sturen u daarna een bevestiging.\n\n${signature}`,
    });
    return accepted(c, ids.next('CMD'), { workflowId: request.requestId });
  });

  app.post('/plexus/startdivorceworkflowcommand', (c) => {
    const body = asRecord(c.get('body'));
    const pension = pensionFromBody(c.get('persona'), body);
    if (isProblem(pension)) return badRequest(c, pension.field, pension.message);
    const report = parseDivorceReport(c.get('persona'), body);
    if (isProblem(report)) return badRequest(c, report.field, report.message);
    const separation = report.divorceType === 'SEPARATION';
    const request = addPendingRequest(
      pension,
      ids,
      { code: report.divorceType, description: separation ? 'Uit elkaar' : 'Scheiding' },
      `${separation ? 'Melding uit elkaar' : 'Melding scheiding'}${report.divorceDate ? ` per ${report.divorceDate}` : ''}${report.documents.length > 0 ? ` (${report.documents.length} documenten)` : ''}`,
    );
    addMessage(pension, ids, {
      subject: 'Wij hebben uw melding van uw scheiding ontvangen',
      category: { code: 'AANVRAAG', description: 'Aanvraag' },
      body: `${greeting}\n\nU heeft ons laten weten dat u en uw partner uit elkaar zijn. Wij berekenen wat dit betekent voor het pensioen van u en uw ex-partner. Binnen 6 weken ontvangt u hierover een brief.${divorceReceipt(report)}\n\n${signature}`,
    });
    return accepted(c, ids.next('CMD'), {
      workflowId: request.requestId,
      documentCount: report.documents.length,
    });
  });

  app.post('/plexus/startvaluetransferinworkflowcommand', (c) => {
    const body = asRecord(c.get('body'));
    const pension = pensionFromBody(c.get('persona'), body);
    if (isProblem(pension)) return badRequest(c, pension.field, pension.message);
    const provider = providerName(body.pensionProviderName);
    if (!provider) return badRequest(c, 'pensionProviderName', 'pensionProviderName is required');
    const dtype = body.DTYPE ?? 'ValueTransferIn';
    const kind = typeof dtype === 'string' ? valueTransferKinds[dtype] : undefined;
    if (!kind)
      return badRequest(
        c,
        'DTYPE',
        `DTYPE must be one of ${Object.keys(valueTransferKinds).join(', ')}`,
      );
    const reference =
      typeof body.externalReference === 'string' && body.externalReference !== ''
        ? body.externalReference
        : undefined;
    if (kind.needsReference && !reference)
      return badRequest(c, 'externalReference', 'externalReference is required');
    const request = addPendingRequest(
      pension,
      ids,
      kind.requestType,
      `${kind.description} ${provider}${reference ? ` (${reference})` : ''}`,
    );
    addMessage(pension, ids, {
      subject: kind.subject,
      category: { code: 'AANVRAAG', description: 'Aanvraag' },
      body: `${greeting}\n\n${kind.text(provider, reference)}\n\n${signature}`,
    });
    return accepted(c, ids.next('CMD'), { workflowId: request.requestId });
  });
}
