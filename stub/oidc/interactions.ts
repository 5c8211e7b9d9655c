// Handles the provider's interactions at /oidc/interaction/:uid: shows the login page, signs the
// chosen persona in, and grants the requested scopes at once so there is never a consent screen.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Interaction, Provider } from 'oidc-provider';
import type { PersonaRegistry } from '../personas/registry';
import { clientName, kindForClient } from './clients';
import { sendPage } from './html';
import { kindName, renderInteractionGone, renderLoginPage } from './login-page';

export interface InteractionDeps {
  provider: Provider;
  personas: PersonaRegistry;
  /** Mount path of the provider (`/oidc`). */
  base: string;
  portalOrigins: readonly string[];
  /** Resource indicator used when the request did not name one. */
  defaultResource: string;
}

const MAX_BODY = 16 * 1024;

/** GET shows the login page (or auto-consents), POST signs in or cancels. */
export async function handleInteraction(
  req: IncomingMessage,
  res: ServerResponse,
  uid: string,
  deps: InteractionDeps,
): Promise<void> {
  let interaction: Interaction;
  try {
    interaction = await deps.provider.interactionDetails(req, res);
    if (interaction.uid !== uid) throw new Error('interaction uid mismatch');
  } catch {
    const html = renderInteractionGone(deps.base, 'Ga terug naar het portaal en log opnieuw in.');
    sendPage(res, 400, html, deps.portalOrigins);
    return;
  }

  if (req.method === 'GET') {
    const sessionAccount = interaction.session?.accountId;
    if (
      interaction.prompt.name === 'consent' &&
      sessionAccount &&
      fitsClient(sessionAccount, interaction, deps)
    ) {
      // Already signed in with a persona of the right kind: consent is implied.
      await finish(req, res, interaction, sessionAccount, deps);
      return;
    }
    showLoginPage(res, interaction, deps, 200);
    return;
  }

  const form = new URLSearchParams(await readBody(req));
  if (form.get('action') === 'cancel') {
    await deps.provider.interactionFinished(
      req,
      res,
      { error: 'access_denied', error_description: 'Inloggen geannuleerd' },
      { mergeWithLastSubmission: false },
    );
    return;
  }

  const typed = (form.get('personaId') ?? '').trim();
  const problem = loginProblem(typed, interaction, deps);
  if (problem) {
    showLoginPage(res, interaction, deps, 422, typed, problem);
    return;
  }
  await finish(req, res, interaction, deps.personas.summary(typed).id, deps);
}

/** Why `typed` cannot sign in with this client, or undefined when it can. */
function loginProblem(
  typed: string,
  interaction: Interaction,
  deps: InteractionDeps,
): string | undefined {
  if (!typed) return 'Vul een persona-id in.';
  if (!deps.personas.has(typed)) {
    return `Persona-id "${typed}" bestaat niet. Typ een bestaande persona-id of kies een persona uit de lijst.`;
  }
  const persona = deps.personas.summary(typed);
  const expected = kindForClient(interaction.params.client_id);
  if (persona.kind !== expected) {
    const wanted = expected ? `Kies een ${kindName(expected)}.` : 'Deze client is onbekend.';
    return `${persona.name} (${persona.id}) is een ${kindName(persona.kind)} en kan niet inloggen bij ${clientName(interaction.params.client_id)}. ${wanted}`;
  }
  return undefined;
}

function fitsClient(accountId: string, interaction: Interaction, deps: InteractionDeps): boolean {
  return (
    deps.personas.has(accountId) &&
    deps.personas.summary(accountId).kind === kindForClient(interaction.params.client_id)
  );
}

function showLoginPage(
  res: ServerResponse,
  interaction: Interaction,
  deps: InteractionDeps,
  status: number,
  value?: string,
  error?: string,
): void {
  const clientId = interaction.params.client_id;
  const kind = kindForClient(clientId);
  const html = renderLoginPage({
    base: deps.base,
    action: `${deps.base}/interaction/${encodeURIComponent(interaction.uid)}`,
    clientName: clientName(clientId),
    kind,
    personas: deps.personas.list().filter((persona) => persona.kind === kind),
    value,
    error,
  });
  sendPage(res, status, html, deps.portalOrigins);
}

/** Signs `accountId` in and grants everything the client asked for, then resumes the flow. */
async function finish(
  req: IncomingMessage,
  res: ServerResponse,
  interaction: Interaction,
  accountId: string,
  deps: InteractionDeps,
): Promise<void> {
  const clientId = interaction.params.client_id ?? '';
  const sameAccount = interaction.session?.accountId === accountId;
  const existing =
    sameAccount && interaction.grantId
      ? await deps.provider.Grant.find(interaction.grantId)
      : undefined;
  const grant = existing ?? new deps.provider.Grant({ accountId, clientId });

  const scope = interaction.params.scope ?? '';
  const { missingOIDCScope, missingOIDCClaims, missingResourceScopes } = interaction.prompt.details;
  grant.addOIDCScope([scope, ...(missingOIDCScope ?? [])].join(' ').trim());
  if (missingOIDCClaims?.length) grant.addOIDCClaims(missingOIDCClaims);
  for (const resource of requestedResources(interaction, deps.defaultResource)) {
    grant.addResourceScope(resource, scope);
  }
  for (const [resource, scopes] of Object.entries(missingResourceScopes ?? {})) {
    grant.addResourceScope(resource, scopes.join(' '));
  }
  const grantId = await grant.save();

  await deps.provider.interactionFinished(
    req,
    res,
    { select_account: {}, login: { accountId }, consent: { grantId } },
    { mergeWithLastSubmission: false },
  );
}

function requestedResources(interaction: Interaction, fallback: string): string[] {
  const { resource } = interaction.params;
  if (typeof resource === 'string' && resource) return [resource];
  if (Array.isArray(resource)) return resource.filter((r): r is string => typeof r === 'string');
  return [fallback];
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY) throw new Error('login form too large');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}
