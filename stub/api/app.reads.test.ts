import { makeApi } from './testing/harness';

const { call, read, reset } = makeApi();
const policy = '2100458712';

beforeEach(async () => {
  await reset();
});

describe('section 7 read paths for member-active', () => {
  it.each([
    ['/plexus/userinfo', 'personId'],
    [`/plexus/employmentQuery/${policy}`, 'employmentSchemeDataCollection'],
    [`/plexus/policies/${policy}`, 'lifePolicyStatus'],
    [`/plexus/agreementDetailsQuery/${policy}`, 'packagesCollection'],
    [`/plexus/franchiseDefinedContributionQuery/${policy}`, 'franchise'],
    [`/plexus/policyUnitLinkInfoQuery/${policy}`, 'portfolioInformationCollection'],
    [`/plexus/nlUcmCalculateProjectionsQuery/${policy}`, 'nlUcmProjectionsDCCqCollection'],
    [`/plexus/nlCalculatePolicyExtraSavingsQuery/${policy}`, 'extraDepositCollection'],
    [`/Co2/co2Data/${policy}`, 'tonnesCo2PerMillionEuro'],
    ['/settings?includeFeatureFlags=true', 'featureToggles'],
    [`/plexus/policyDetailsQuoteQuery/${policy}`, 'quoteInfo'],
    [`/plexus/personalPensionAgeQuery/${policy}`, 'personalPensionAgeType'],
    [`/plexus/coverChangeEventFrameQuery/${policy}`, 'coverFrameCollection'],
    ['/plexus/globalParametersQuery', 'entryCollection'],
    ['/plexus/personDetailsQuery', 'personDetailsInfo'],
    [`/plexus/getAdvisorDetails/${policy}`, 'companyDetailsItemCollection'],
    ['/plexus/employmentPensionInfoQuery', 'employmentPensionInfoCollection'],
    ['/messagebox/message/700104', 'body'],
  ])('GET %s answers an object with %s', async (path, field) => {
    expect(await read('member-active', path)).toHaveProperty(field);
  });

  it.each([
    `/messagebox/messages/${policy}`,
    `/PolicyDocuments/getPolicyDocuments/${policy}`,
    `/PolicyDocuments/getAgreementDocuments/${policy}`,
    '/ParticipantPermission/list',
    '/lookup/asr?searchText=',
  ])('GET %s answers a non-empty array', async (path) => {
    const list = await read<unknown[]>('member-active', path);
    expect(Array.isArray(list)).toBe(true);
    expect(list.length).toBeGreaterThan(0);
  });

  it('GET can-give-impersonation-permission answers a boolean', async () => {
    const path = '/ParticipantPermission/can-give-impersonation-permission';
    expect(await read('member-active', `${path}?advisor=7300518&employer=4100123`)).toBe(true);
    expect(await read('member-active', `${path}?advisor=7300518&employer=9999999`)).toBe(false);
    expect((await call('member-active', 'GET', `${path}?advisor=7300518`)).status).toBe(400);
  });

  it('GET imageNow/document answers a PDF', async () => {
    const response = await call('member-active', 'GET', '/imageNow/document/900101');
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await response.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    expect((await call('member-active', 'GET', '/imageNow/document/1')).status).toBe(404);
  });

  it('nlWtpInsuredPensionQuery answers for WTP and 404 for WNP policies', async () => {
    expect(
      (await call('member-active', 'GET', `/plexus/nlWtpInsuredPensionQuery/${policy}`)).status,
    ).toBe(404);
    const wtp = await read('member-wtp', '/plexus/nlWtpInsuredPensionQuery/2100461187');
    expect(wtp).toMatchObject({
      policyId: '2100461187',
      insuredPensionCollection: expect.any(Array),
    });
  });
});

describe('read answers', () => {
  it('adds policyId to per-policy answers', async () => {
    const answer = await read('member-active', `/plexus/policies/${policy}`);
    expect(answer).toMatchObject({
      policyId: policy,
      lifePolicyStatus: { code: 'REG' },
      personalPensionDate: '2049-05-01',
    });
  });

  it('employmentQuery answers 404 for a policy without employment', async () => {
    const response = await call('member-paid-up', 'GET', '/plexus/employmentQuery/2100468816');
    expect(response.status).toBe(404);
  });

  it('serves both pensions of member-multi', async () => {
    const info = await read<{ employmentPensionInfoCollection: { policyId: string }[] }>(
      'member-multi',
      '/plexus/employmentPensionInfoQuery',
    );
    for (const { policyId } of info.employmentPensionInfoCollection)
      expect(await read('member-multi', `/plexus/policies/${policyId}`)).toHaveProperty(
        'policyId',
        policyId,
      );
  });

  it('does not serve another persona’s policy', async () => {
    expect((await call('member-wtp', 'GET', `/plexus/policies/${policy}`)).status).toBe(404);
  });

  it('lists messages without bodies; opening one marks it read', async () => {
    const unread = async () =>
      (
        await read<{ id: string; status: string }[]>(
          'member-active',
          `/messagebox/messages/${policy}`,
        )
      ).filter((m) => m.status === 'Ongelezen');
    expect(await unread()).toHaveLength(2);
    const list = await read<Record<string, unknown>[]>(
      'member-active',
      `/messagebox/messages/${policy}`,
    );
    expect(list[0]).not.toHaveProperty('body');
    const message = await read('member-active', '/messagebox/message/700104');
    expect(message).toMatchObject({
      status: 'Gelezen',
      policyId: policy,
      subject: expect.stringContaining('Pensioenoverzicht'),
    });
    expect(await unread()).toHaveLength(1);
  });

  it('does not mark a message read when an advisor opens it', async () => {
    await read('advisor-1', '/messagebox/message/700104');
    const list = await read<{ id: string; status: string }[]>(
      'member-active',
      `/messagebox/messages/${policy}`,
    );
    expect(list.find((m) => m.id === '700104')?.status).toBe('Ongelezen');
  });

  it('finds funds by name or ISIN', async () => {
    const funds = await read<{ fundName: string }[]>(
      'member-active',
      '/lookup/asr?searchText=staatsobligatie',
    );
    expect(funds.map((f) => f.fundName)).toEqual(['Staatsobligatiefonds']);
    expect(await read('member-active', '/lookup/asr?searchText=NL0006311961')).toHaveLength(1);
  });

  it('derives the cover frame from agreement and policy', async () => {
    const frame = await read<{
      coverFrameCollection: {
        coverType: { code: string };
        isSelected: boolean;
        selectability: string;
      }[];
    }>('member-active', `/plexus/coverChangeEventFrameQuery/${policy}`);
    const anw = frame.coverFrameCollection.find((f) => f.coverType.code === 'ANW_VOL');
    expect(anw).toMatchObject({ isSelected: false, selectability: 'SELECTABLE' });
  });

  it('gives advisor details for the policy’s employer and for an advisor id', async () => {
    const details = await read<{ companyDetailsItemCollection: { companyId: string }[] }>(
      'member-active',
      `/plexus/getAdvisorDetails/${policy}`,
    );
    expect(details.companyDetailsItemCollection[0]?.companyId).toBe('7300518');
    expect(await read('advisor-1', '/plexus/getAdvisorDetails/advisor-1')).toEqual(details);
    expect(await read('advisor-1', '/plexus/getAdvisorDetails/7300518')).toEqual(details);
    expect((await call('member-active', 'GET', '/plexus/getAdvisorDetails/0')).status).toBe(404);
  });

  it('answers settings with a token too', async () => {
    const flags = await read<{ featureToggles: { key: string; isEnabled: boolean }[] }>(
      'member-active',
      '/settings?includeFeatureFlags=true',
    );
    expect(flags.featureToggles.length).toBeGreaterThanOrEqual(2);
  });
});
