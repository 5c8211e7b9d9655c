// The plexus queries of spec section 7. Per-policy answers are the persona file's object with
// `policyId` added; member-level answers are the object itself (no envelope), .NET style.
import type { Hono } from 'hono';
import type { ApiDeps, ApiEnv } from './env';
import { notFound, policyAnswer, withPension } from './respond';
import { advisorDetails } from './views/advisor-details';
import { coverChangeFrame } from './views/cover-change-frame';
import { employmentPensionInfo } from './views/employment-pension-info';
import { policyQuote } from './views/policy-quote';

/** Adds the plexus read routes (paths lower-case: the API matches paths case-insensitively). */
export function registerPlexusReads(app: Hono<ApiEnv>, { personas }: ApiDeps): void {
  app.get('/plexus/userinfo', (c) =>
    c.json({
      personId: personas.personIdOf(c.get('persona')),
      personaId: c.get('persona').id,
      userId: c.req.header('user-id') ?? null,
    }),
  );
  app.get(
    '/plexus/employmentquery/:id',
    withPension((c, p) =>
      p.employment
        ? c.json(policyAnswer(p, p.employment))
        : notFound(c, `No employment for policy ${p.policyId}`),
    ),
  );
  app.get(
    '/plexus/policies/:id',
    withPension((c, p) => c.json(policyAnswer(p, p.policy))),
  );
  app.get(
    '/plexus/agreementdetailsquery/:id',
    withPension((c, p) => c.json(policyAnswer(p, p.agreement))),
  );
  app.get(
    '/plexus/franchisedefinedcontributionquery/:id',
    withPension((c, p) => c.json(policyAnswer(p, p.franchise))),
  );
  app.get(
    '/plexus/policyunitlinkinfoquery/:id',
    withPension((c, p) => c.json(policyAnswer(p, p.unitLink))),
  );
  app.get(
    '/plexus/nlucmcalculateprojectionsquery/:id',
    withPension((c, p) => c.json(policyAnswer(p, p.projections))),
  );
  app.get(
    '/plexus/nlcalculatepolicyextrasavingsquery/:id',
    withPension((c, p) => c.json(policyAnswer(p, p.extraSavings))),
  );
  app.get(
    '/plexus/policydetailsquotequery/:id',
    withPension((c, p) => c.json(policyQuote(p))),
  );
  app.get(
    '/plexus/personalpensionagequery/:id',
    withPension((c, p) => c.json(policyAnswer(p, p.personalPensionAge))),
  );
  app.get(
    '/plexus/coverchangeeventframequery/:id',
    withPension((c, p) => c.json(coverChangeFrame(p))),
  );
  app.get(
    '/plexus/nlwtpinsuredpensionquery/:id',
    withPension((c, p) =>
      p.wtpInsuredPension
        ? c.json(policyAnswer(p, p.wtpInsuredPension))
        : notFound(c, `Policy ${p.policyId} has no WTP insured pension`),
    ),
  );
  app.get('/plexus/globalparametersquery', (c) => c.json(c.get('persona').globalParameters));
  app.get('/plexus/persondetailsquery', (c) => c.json(c.get('persona').person));
  app.get('/plexus/employmentpensioninfoquery', (c) =>
    c.json(employmentPensionInfo(c.get('persona'))),
  );
  app.get('/plexus/getadvisordetails/:id', (c) => {
    const answer = advisorDetails(personas, c.get('persona'), c.req.param('id'));
    return answer ? c.json(answer) : notFound(c, `No policy or advisor ${c.req.param('id')}`);
  });
}
