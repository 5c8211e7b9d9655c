// Tester and tool endpoints under /__stub (no token): reset, the command log, the audit list, the
// filed summary documents, persona summaries, runtime faults and the stub-only token call. They
// exist only in the stub, never in the real API.
import type { Hono } from 'hono';
import { faultCatalogue, faultKind, isFaultName } from '../faults/catalogue';
import { declaredFaults } from '../faults/match';
import type { ApiDeps, ApiEnv } from './env';
import { asRecord } from './body';
import { FIELD_ERROR_CODES, type FieldErrorCode } from './field-error-codes';
import { badRequest } from './respond';

const isFieldErrorCode = (code: unknown): code is FieldErrorCode =>
  (FIELD_ERROR_CODES as readonly unknown[]).includes(code);

/** Adds every `/__stub/*` route. */
export function registerStubRoutes(app: Hono<ApiEnv>, deps: ApiDeps): void {
  const { personas, recorder, audit, faults, auth, ids, summaryDocuments, analytics } = deps;

  app.post('/__stub/reset', (c) => {
    personas.reset();
    recorder.clear();
    audit.clear();
    faults.clear();
    ids.reset();
    summaryDocuments.clear();
    analytics.clear();
    return c.json({ reset: true });
  });

  app.get('/__stub/commands', (c) => c.json(recorder.list(c.req.query('persona'))));

  // The requests' summary documents: what was filed, for which command (the PDF bytes left out).
  app.get('/__stub/summary-documents', (c) =>
    c.json(
      summaryDocuments
        .list(c.req.query('persona'))
        .map(({ pdf, ...document }) => ({ ...document, size: pdf.length })),
    ),
  );
  app.get('/__stub/audit', (c) => c.json(audit.list(c.req.query('persona'))));

  app.get('/__stub/personas', (c) =>
    c.json(
      personas.list().map((summary) => {
        const persona = personas.find(summary.id);
        return {
          ...summary,
          policyIds: persona?.pensions?.map((p) => p.policyId) ?? [],
          ...(persona?.impersonates ? { impersonates: persona.impersonates } : {}),
          faults: [...faults.for(summary.id), ...declaredFaults(summary.id, persona?.faults)],
        };
      }),
    ),
  );

  app.get('/__stub/faults', (c) => c.json({ active: faults.list(), kinds: faultCatalogue }));

  app.post('/__stub/faults', (c) => {
    const { persona, fault, path, field, code } = asRecord(c.get('body'));
    if (typeof persona !== 'string' || !personas.has(persona))
      return badRequest(
        c,
        'persona',
        `persona must be a known persona id (got ${String(persona)})`,
      );
    if (!isFaultName(fault))
      return badRequest(
        c,
        'fault',
        `fault must be one of ${Object.keys(faultCatalogue).join(', ')}`,
      );
    if (path !== undefined && (typeof path !== 'string' || !path.startsWith('/')))
      return badRequest(c, 'path', 'path must be a pattern starting with /');
    const requires = faultKind(fault).requires ?? [];
    if (requires.includes('field') && (typeof field !== 'string' || field.trim() === ''))
      return badRequest(
        c,
        'field',
        `${fault} needs the request body field it refuses (a dot path)`,
      );
    if (requires.includes('code') && !isFieldErrorCode(code))
      return badRequest(c, 'code', `code must be one of ${FIELD_ERROR_CODES.join(', ')}`);
    const details = {
      ...(requires.includes('field') ? { field: String(field).trim() } : {}),
      ...(requires.includes('code') && isFieldErrorCode(code) ? { code } : {}),
    };
    return c.json(faults.set(personas.summary(persona).id, fault, path, details));
  });

  app.delete('/__stub/faults', (c) => {
    const body = asRecord(c.get('body'));
    const persona =
      c.req.query('persona') ?? (typeof body.persona === 'string' ? body.persona : undefined);
    const fault = c.req.query('fault') ?? (typeof body.fault === 'string' ? body.fault : undefined);
    const id = persona && personas.has(persona) ? personas.summary(persona).id : persona;
    return c.json({ cleared: faults.clear(id, fault) });
  });

  app.post('/__stub/token', async (c) => {
    const { personId } = asRecord(c.get('body'));
    const persona =
      typeof personId === 'string' || typeof personId === 'number'
        ? personas.find(String(personId))
        : undefined;
    if (!persona)
      return c.json(
        { message: `Unknown persona or person id: ${String(personId)}`, code: 'NOT_FOUND' },
        404,
      );
    return c.json(await auth.issueStubToken(persona.id));
  });
}
