// Plexus commands that start a back-office workflow: nothing changes at once, but the policy gets
// a pending request and the member an inbox confirmation, as with the real administration.
import type { Hono } from 'hono';
import { addMessage } from '../state/inbox';
import { addPendingRequest } from '../state/pending';
import { asRecord, isProblem, missing, pensionFromBody } from './body';
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
    const request = addPendingRequest(
      pension,
      ids,
      { code: 'WORKFLOW', description: workflowType },
      `Wijziging ${workflowType}`,
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
    const request = addPendingRequest(
      pension,
      ids,
      { code: 'DIVORCE', description: 'Scheiding' },
      'Melding scheiding',
    );
    addMessage(pension, ids, {
      subject: 'Wij hebben uw melding van uw scheiding ontvangen',
      category: { code: 'AANVRAAG', description: 'Aanvraag' },
      body: `${greeting}\n\nU heeft ons laten weten dat u en uw partner uit elkaar zijn. Wij berekenen wat dit betekent voor het pensioen van u en uw ex-partner. Binnen 6 weken ontvangt u hierover een brief.\n\n${signature}`,
    });
    return accepted(c, ids.next('CMD'), { workflowId: request.requestId });
  });

  app.post('/plexus/startvaluetransferinworkflowcommand', (c) => {
    const body = asRecord(c.get('body'));
    const pension = pensionFromBody(c.get('persona'), body);
    if (isProblem(pension)) return badRequest(c, pension.field, pension.message);
    const provider = providerName(body.pensionProviderName);
    if (!provider) return badRequest(c, 'pensionProviderName', 'pensionProviderName is required');
    const request = addPendingRequest(
      pension,
      ids,
      { code: 'VALUE_TRANSFER_IN', description: 'Waardeoverdracht' },
      `Waardeoverdracht van ${provider}`,
    );
    addMessage(pension, ids, {
      subject: 'Uw aanvraag voor waardeoverdracht is ontvangen',
      category: { code: 'AANVRAAG', description: 'Aanvraag' },
      body: `${greeting}\n\nWij hebben uw aanvraag ontvangen om uw pensioen bij ${provider} naar ons over te dragen${typeof body.externalReference === 'string' ? ` (uw kenmerk ${body.externalReference})` : ''}. Wij vragen de waarde op bij ${provider}. Dit duurt meestal 3 tot 6 maanden.\n\n${signature}`,
    });
    return accepted(c, ids.next('CMD'), { workflowId: request.requestId });
  });
}
