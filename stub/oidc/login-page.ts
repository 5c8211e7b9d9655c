// The login page of the local provider: pick a persona by id or from the list of personas of the
// client's kind. Plain HTML forms, no script, accessible (labels, alert linked to the input).
import type { LoginKind } from '../auth/types';
import type { PersonaSummary } from '../personas/registry';
import { escapeHtml, renderDocument } from './html';

export const LOGIN_TITLE = 'Inloggen – lokale testomgeving';

const KIND_NAMES: Record<LoginKind, string> = {
  member: 'deelnemer',
  advisor: 'adviseur',
  staff: 'medewerker',
};

/** Dutch name of a persona kind (`deelnemer`, `adviseur`, `medewerker`). */
export function kindName(kind: LoginKind): string {
  return KIND_NAMES[kind];
}

export interface LoginPageModel {
  /** Mount path of the provider (`/oidc`). */
  base: string;
  /** Where the forms post to. */
  action: string;
  /** Display name of the client asking for the login. */
  clientName: string;
  /** The kind of persona this client accepts; undefined if the client is unknown. */
  kind?: LoginKind;
  /** Personas of that kind, in file order. */
  personas: PersonaSummary[];
  /** The value typed last time, kept after an error. */
  value?: string;
  /** Error to show above the input. */
  error?: string;
}

export function renderLoginPage(model: LoginPageModel): string {
  const action = escapeHtml(model.action);
  const error = model.error
    ? `<p id="personaId-error" class="error" role="alert">${escapeHtml(model.error)}</p>\n`
    : '';
  const describedBy = model.error ? 'personaId-hint personaId-error' : 'personaId-hint';
  const invalid = model.error ? ' aria-invalid="true" autofocus' : '';
  const kindText = model.kind ? ` als ${kindName(model.kind)}` : '';

  const body = `<h1>${escapeHtml(LOGIN_TITLE)}</h1>
<p>Je logt${escapeHtml(kindText)} in bij <strong>${escapeHtml(model.clientName)}</strong>. Dit is de lokale stub: er is geen wachtwoord, je kiest een persona.</p>
<form method="post" action="${action}" novalidate>
<label for="personaId">Persona-id</label>
<p id="personaId-hint" class="hint">Bijvoorbeeld <code>${escapeHtml(model.personas[0]?.id ?? 'member-active')}</code>. Een person-id (alleen cijfers) mag ook.</p>
${error}<input type="text" id="personaId" name="personaId" autocomplete="username" autocapitalize="none" spellcheck="false" required aria-describedby="${describedBy}" value="${escapeHtml(model.value ?? '')}"${invalid}>
<div class="actions">
<button type="submit">Inloggen</button>
<button type="submit" class="secondary" name="action" value="cancel" formnovalidate>Annuleren</button>
</div>
</form>
${renderPersonaList(model, action)}`;
  return renderDocument(model.base, model.error ? `Fout: ${LOGIN_TITLE}` : LOGIN_TITLE, body);
}

function renderPersonaList(model: LoginPageModel, action: string): string {
  const heading = model.kind
    ? `Persona's voor ${escapeHtml(model.clientName)} (${kindName(model.kind)})`
    : "Persona's";
  if (model.personas.length === 0) {
    return `<h2>${heading}</h2>\n<p>Er zijn geen persona's van deze soort geladen.</p>`;
  }
  const items = model.personas
    .map((persona, index) => {
      const descId = `persona-${index}-description`;
      return `<li>
<button type="submit" class="secondary" name="personaId" value="${escapeHtml(persona.id)}" aria-describedby="${descId}">Inloggen als ${escapeHtml(persona.name)} (${escapeHtml(persona.id)})</button>
<p id="${descId}">${escapeHtml(persona.description)}</p>
</li>`;
    })
    .join('\n');
  return `<h2 id="personas-heading">${heading}</h2>
<form method="post" action="${action}" aria-labelledby="personas-heading">
<ul class="personas">
${items}
</ul>
</form>`;
}

/** A page for a login that cannot continue (expired or unknown interaction). */
export function renderInteractionGone(base: string, portalHint: string): string {
  return renderDocument(
    base,
    `Fout: ${LOGIN_TITLE}`,
    `<h1>${escapeHtml(LOGIN_TITLE)}</h1>
<p role="alert" class="error">Deze inlogpoging is verlopen of onbekend.</p>
<p>${escapeHtml(portalHint)}</p>`,
  );
}
