// Fund lookup (`GET /lookup/asr?searchText=`): the funds the served member may choose, found by
// name or ISIN, with their fact-sheet links.
import type { Hono } from 'hono';
import type { AllowedFund } from '../personas/types';
import type { ApiEnv } from './env';

/** Adds the fund lookup; answers an array of allowed-fund objects (all funds for an empty search). */
export function registerLookup(app: Hono<ApiEnv>): void {
  app.get('/lookup/asr', (c) => {
    const search = (c.req.query('searchText') ?? '').trim().toLowerCase();
    const funds = new Map<string, AllowedFund>();
    for (const pension of c.get('persona').pensions)
      for (const fund of pension.unitLink.allowedFundsCollection) funds.set(fund.fundId, fund);
    return c.json(
      [...funds.values()].filter(
        (f) => f.fundName.toLowerCase().includes(search) || f.isin.toLowerCase().includes(search),
      ),
    );
  });
}
