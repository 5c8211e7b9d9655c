// The stub's main API: every read and write path of spec section 7, served from persona state,
// behind the bearer-token check and the access rules, with faults, read-only refusal, a command
// log and an audit list of calls made on a member's behalf.
//
// Paths are matched case-insensitively (`/Plexus/personalPensionAgeCommand`, `/Reports/…` and
// `/reports/…` all work); ids in paths are compared case-insensitively too.
import { Hono } from 'hono';
import { cors } from 'hono/cors';
import type { Auth } from '../auth/types';
import type { StubConfig } from '../config';
import { RuntimeFaults } from '../faults/runtime';
import type { PersonaStore } from '../personas/store';
import { AnalyticsLog } from '../state/analytics-log';
import { AuditLog } from '../state/audit-log';
import { CommandRecorder } from '../state/recorder';
import { Sequence } from '../state/sequence';
import { SummaryDocuments } from '../state/summary-documents';
import { registerAnalytics } from './analytics';
import { auditOnBehalf } from './audit';
import { authenticate, selectParticipant } from './authenticate';
import { registerCalculations } from './calculations';
import { registerContact } from './contact';
import { registerDocuments } from './documents';
import type { ApiDeps, ApiEnv } from './env';
import { injectFaults } from './inject-faults';
import { registerLookup } from './lookup';
import { registerMessagebox } from './messagebox';
import { registerPermissions } from './permissions';
import { registerPlexusQuotes } from './plexus-quotes';
import { registerPlexusReads } from './plexus-reads';
import { registerPlexusWorkflows } from './plexus-workflows';
import { registerPlexusWrites } from './plexus-writes';
import { refuseReadOnlyWrites } from './read-only';
import { recordWrites } from './record-writes';
import { registerReports } from './reports';
import { registerSettings } from './settings';
import { registerStubRoutes } from './stub-routes';
import { linkSummaryDocuments, registerSummaryDocuments } from './summary-documents';

/** What the API is made from. */
export interface ApiOptions {
  /** Loaded personas (state lives in the store). */
  personas: PersonaStore;
  /** Token verification (the OpenID provider, or a fake in tests). */
  auth: Auth;
  /** Stub settings (CORS origins). */
  config: StubConfig;
}

/** Lower-cases the path so routes match whatever casing the portal sends. */
const lowerCasePath = (request: Request) => new URL(request.url).pathname.toLowerCase();

/** Builds the API app. */
export function createApi({ personas, auth, config }: ApiOptions): Hono<ApiEnv> {
  const deps: ApiDeps = {
    personas,
    auth,
    config,
    recorder: new CommandRecorder(),
    audit: new AuditLog(),
    faults: new RuntimeFaults(),
    ids: new Sequence(),
    summaryDocuments: new SummaryDocuments(),
    analytics: new AnalyticsLog(),
  };
  const app = new Hono<ApiEnv>({ getPath: lowerCasePath });

  app.use(
    '*',
    cors({
      origin: config.portalOrigins,
      allowHeaders: [
        'Authorization',
        'Content-Type',
        'X-Session-Id',
        'X-Impersonated-Participant',
        'X-Impersonated-Employer',
        'X-Stub-Id',
        'user-id',
      ],
      allowMethods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
      exposeHeaders: ['Content-Disposition'],
    }),
  );
  // Before the write recorder and the token check: analytics is neither a command nor the member's.
  registerAnalytics(app, deps);
  app.use('*', recordWrites(deps));

  registerStubRoutes(app, deps);
  registerSettings(app, deps);

  app.use('*', authenticate(deps));
  app.use('*', auditOnBehalf(deps));
  app.use('*', selectParticipant(deps));
  app.use('*', injectFaults(deps));
  app.use('*', refuseReadOnlyWrites);
  app.use('*', linkSummaryDocuments(deps));

  registerPlexusReads(app, deps);
  registerPlexusWrites(app, deps);
  registerPlexusWorkflows(app, deps);
  registerPlexusQuotes(app, deps);
  registerContact(app, deps);
  registerCalculations(app);
  registerMessagebox(app);
  registerDocuments(app, deps);
  registerPermissions(app, deps);
  registerLookup(app);
  registerReports(app, deps);
  registerSummaryDocuments(app, deps);

  app.notFound((c) =>
    c.json(
      {
        message: `No stub route for ${c.req.method} ${new URL(c.req.url).pathname}`,
        code: 'NOT_FOUND',
      },
      404,
    ),
  );
  app.onError((error, c) =>
    c.json({ message: `Stub error: ${error.message}`, code: 'STUB_ERROR' }, 500),
  );
  return app;
}
