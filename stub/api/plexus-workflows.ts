// Plexus commands that start a back-office workflow: nothing changes at once, but the policy gets
// a pending request and the member an inbox confirmation, as with the real administration. Each
// body is checked against its schema (`bodies/`) before the handler runs.
import type { Hono } from 'hono';
import type { Pension } from '../personas/types';
import { addMessage } from '../state/inbox';
import { addPendingRequest } from '../state/pending';
import { asRecord, codeOf } from './body';
import { onWrite } from './bodies/on-write';
import { startCoverChangeWorkflowBody } from './bodies/start-cover-change-workflow-command';
import { startDivorceWorkflowBody } from './bodies/start-divorce-workflow-command';
import {
  startValueTransferInWorkflowBody,
  valueTransferTypes,
} from './bodies/start-value-transfer-in-workflow-command';
import { divorceReceipt, divorceReport } from './divorce';
import type { ApiDeps, ApiEnv } from './env';
import { accepted, findPension } from './respond';

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
  subject: string;
  text: (provider: string, reference: string | undefined) => string;
}

const yourReference = (reference: string | undefined) =>
  reference ? ` (uw kenmerk ${reference})` : '';

const valueTransferKinds: Record<(typeof valueTransferTypes)[number], ValueTransferKind> = {
  ValueTransferIn: {
    requestType: { code: 'VALUE_TRANSFER_IN', description: 'Waardeoverdracht' },
    description: 'Waardeoverdracht van',
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
    subject: 'Uw akkoordverklaring voor waardeoverdracht is ontvangen',
    text: (provider, reference) =>
      `U bent akkoord gegaan met het voorstel voor waardeoverdracht van uw pensioen bij ${provider}${yourReference(reference)}. Wij vragen ${provider} de waarde over te maken. Zodra de waarde bij ons binnen is, ontvangt u een bevestiging.`,
  },
  ValueTransferRejection: {
    requestType: { code: 'VALUE_TRANSFER_REJECTION', description: 'Afwijzing waardeoverdracht' },
    description: 'Niet akkoord met waardeoverdracht van',
    subject: 'U gaat niet akkoord met het voorstel voor waardeoverdracht',
    text: (provider, reference) =>
      `U heeft laten weten dat u niet akkoord gaat met het voorstel voor waardeoverdracht van uw pensioen bij ${provider}${yourReference(reference)}. Uw pensioen blijft bij ${provider}. Wij sluiten uw aanvraag af.`,
  },
};

/** Adds the workflow-starting commands. */
export function registerPlexusWorkflows(app: Hono<ApiEnv>, { ids }: ApiDeps): void {
  onWrite(app, startCoverChangeWorkflowBody, (c, body) => {
    const pension = findPension(c.get('persona'), body.policyId) as Pension;
    const workflowType = body.workflowType.trim();
    // An accrual choice names the return type (spec section 3: Fixed or Variable).
    const returnType = codeOf(body.returnType);
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

  onWrite(app, startDivorceWorkflowBody, (c, body) => {
    const pension = findPension(c.get('persona'), body.policyId) as Pension;
    const report = divorceReport(body);
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

  onWrite(app, startValueTransferInWorkflowBody, (c, body) => {
    const pension = findPension(c.get('persona'), body.policyId) as Pension;
    const provider = providerName(body.pensionProviderName);
    const kind = valueTransferKinds[body.DTYPE ?? 'ValueTransferIn'];
    const reference = body.externalReference?.trim() || undefined;
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
