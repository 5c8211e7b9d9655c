import { json, makeApi } from './testing/harness';

const { call, read, reset, app } = makeApi();
const policyId = '2100458712';
const post = (path: string, body: unknown, persona = 'member-active') =>
  call(persona, 'POST', path, { body });
const put = (path: string, body: unknown, persona = 'member-active') =>
  call(persona, 'PUT', path, { body });
const commands = async (query = '') => json(await app.request(`/__stub/commands${query}`));

beforeEach(async () => {
  await reset();
});

describe('write then read', () => {
  it('personalPensionAgeCommand (capital P) moves the age, the policy date and the projections', async () => {
    const before = await read<{
      nlUcmProjectionsDCCqCollection: { paymentCollection: { expectedNominal: number }[] }[];
    }>('member-active', `/plexus/nlUcmCalculateProjectionsQuery/${policyId}`);
    const response = await post('/Plexus/personalPensionAgeCommand', {
      policyId,
      personalPensionAgeType: { code: 'specific' },
      personalPensionAge: { year: 66, month: 6 },
    });
    expect(response.status).toBe(200);
    expect(await json(response)).toMatchObject({
      status: 'Accepted',
      personalPensionDate: '2047-11-01',
    });
    expect(
      await read('member-active', `/plexus/personalPensionAgeQuery/${policyId}`),
    ).toMatchObject({
      personalPensionAgeType: { code: 'specific' },
      personalPensionAge: { year: 66, month: 6 },
      personalPensionDate: '2047-11-01',
    });
    expect(await read('member-active', `/plexus/policies/${policyId}`)).toMatchObject({
      personalPensionDate: '2047-11-01',
    });
    const after = await read<typeof before>(
      'member-active',
      `/plexus/nlUcmCalculateProjectionsQuery/${policyId}`,
    );
    const amount = (p: typeof before) =>
      p.nlUcmProjectionsDCCqCollection[0]?.paymentCollection[0]?.expectedNominal ?? 0;
    expect(amount(after)).toBeLessThan(amount(before));
  });

  it('personalPensionAgeCommand refuses ages outside 5 years of the state age and final ages', async () => {
    const tooEarly = await post('/plexus/personalPensionAgeCommand', {
      policyId,
      personalPensionAgeType: 'specific',
      personalPensionAge: { year: 60, month: 0 },
    });
    expect(tooEarly.status).toBe(400);
    expect((await json(tooEarly)).errors[0].message).toContain(
      '5 years around the state pension age',
    );
    const final = await post(
      '/plexus/personalPensionAgeCommand',
      { policyId: '2100467729', personalPensionAgeType: 'state' },
      'member-final-age',
    );
    expect(final.status).toBe(400);
    expect((await json(final)).message).toContain('final');
  });

  it('portfolio-investment-profiles sets the profile and the target split', async () => {
    const response = await put(`/plexus/policies/${policyId}/portfolio-investment-profiles`, {
      investmentProfile: { code: 'FreeInvestment' },
      targetSplitPortfoliosCommand: {
        portfolioCollection: [
          {
            portfolioUid: 'PF-458712-01',
            targetSplitCollection: [
              { fundId: 'F1003', targetPct: 60 },
              { fundId: 'F1007', targetPct: 40 },
            ],
          },
        ],
      },
    });
    expect(response.status).toBe(200);
    const unitLink = await read<{
      investmentProfile: { code: string };
      returnType: { code: string };
      portfolioInformationCollection: {
        actualFundSplitCollection: { fundId: string; targetPct: number }[];
      }[];
    }>('member-active', `/plexus/policyUnitLinkInfoQuery/${policyId}`);
    expect(unitLink.investmentProfile.code).toBe('FreeInvestment');
    expect(unitLink.returnType.code).toBe('FreeInvestment');
    const targets = Object.fromEntries(
      unitLink.portfolioInformationCollection[0]?.actualFundSplitCollection.map((f) => [
        f.fundId,
        f.targetPct,
      ]) ?? [],
    );
    expect(targets).toEqual({ F1001: 0, F1002: 0, F1006: 0, F1007: 40, F1003: 60 });
  });

  it('portfolio-investment-profiles takes a lifecycle profile with the split it starts from (free → lifecycle)', async () => {
    const freePolicy = '2100493157';
    const response = await put(
      `/plexus/policies/${freePolicy}/portfolio-investment-profiles`,
      {
        investmentProfile: 'Defensive',
        targetSplitPortfoliosCommand: {
          portfolioCollection: [
            {
              portfolioUid: 'PF-458712-01',
              targetSplitCollection: [
                { fundId: 'F1001', targetPct: 50 },
                { fundId: 'F1002', targetPct: 10 },
                { fundId: 'F1006', targetPct: 25 },
                { fundId: 'F1007', targetPct: 15 },
              ],
            },
          ],
        },
      },
      'member-free-investment',
    );
    expect(response.status).toBe(200);
    const unitLink = await read<{
      investmentProfile: { code: string };
      returnType: { code: string };
    }>('member-free-investment', `/plexus/policyUnitLinkInfoQuery/${freePolicy}`);
    expect(unitLink.investmentProfile.code).toBe('Defensive');
    expect(unitLink.returnType.code).toBe('Variable');
  });

  it('changeTargetSplitPortfolios changes targets and refuses splits that do not add up to 100', async () => {
    const body = (second: number) => ({
      portfolioCollection: [
        {
          portfolioUid: 'PF-458712-01',
          targetSplitCollection: [
            { fundId: 'F1001', targetPct: 70 },
            { fundId: 'F1006', targetPct: second },
          ],
        },
      ],
    });
    const wrong = await put(`/plexus/changeTargetSplitPortfolios/${policyId}`, body(20));
    expect(wrong.status).toBe(400);
    expect((await json(wrong)).message).toContain('add up to 90');
    expect((await put(`/plexus/changeTargetSplitPortfolios/${policyId}`, body(30))).status).toBe(
      200,
    );
    const unitLink = await read<{
      portfolioInformationCollection: {
        actualFundSplitCollection: { fundId: string; targetPct: number }[];
      }[];
    }>('member-active', `/plexus/policyUnitLinkInfoQuery/${policyId}`);
    expect(
      unitLink.portfolioInformationCollection[0]?.actualFundSplitCollection.find(
        (f) => f.fundId === 'F1001',
      )?.targetPct,
    ).toBe(70);
  });

  it('CoverChangeEventCommand adds the Anw cover and a pending request', async () => {
    const response = await post('/plexus/CoverChangeEventCommand', {
      policyId,
      coverChangeCollection: [{ coverCode: 'ANW_VOL', isSelected: true, insuredAmount: 20000 }],
    });
    expect(response.status).toBe(200);
    const frame = await read<{
      coverFrameCollection: { coverType: { code: string }; isSelected: boolean; premium: number }[];
    }>('member-active', `/plexus/coverChangeEventFrameQuery/${policyId}`);
    expect(frame.coverFrameCollection.find((f) => f.coverType.code === 'ANW_VOL')).toMatchObject({
      isSelected: true,
      premium: 260,
    });
    const policy = await read<{ pendingRequestCollection: { requestType: { code: string } }[] }>(
      'member-active',
      `/plexus/policies/${policyId}`,
    );
    expect(policy.pendingRequestCollection.map((r) => r.requestType.code)).toContain(
      'COVER_CHANGE',
    );
  });

  it('CoverChangeEventCommand adds the net package when net pension is chosen, and refuses mandatory drops', async () => {
    await post('/plexus/CoverChangeEventCommand', {
      policyId,
      coverChangeCollection: [{ coverCode: 'NET_OP', isSelected: true }],
    });
    const policy = await read<{ packageDetailsCollection: { schemeType: string }[] }>(
      'member-active',
      `/plexus/policies/${policyId}`,
    );
    expect(policy.packageDetailsCollection.map((p) => p.schemeType)).toContain('net');
    const refused = await post('/plexus/CoverChangeEventCommand', {
      policyId,
      coverChangeCollection: [{ coverCode: 'OP_DC', isSelected: false }],
    });
    expect(refused.status).toBe(400);
    expect((await json(refused)).message).toContain('mandatory');
  });

  it('dailySinglePremiumEventCommand records an extra deposit', async () => {
    const response = await post('/plexus/dailySinglePremiumEventCommand', {
      policyId,
      amount: 100,
      schemeType: 'net',
      frequency: 'monthly',
      startDate: '2026-12-01',
    });
    expect(response.status).toBe(200);
    const savings = await read<{
      periodicDeposit: unknown;
      extraDepositCollection: { status: { code: string } }[];
    }>('member-active', `/plexus/nlCalculatePolicyExtraSavingsQuery/${policyId}`);
    expect(savings.periodicDeposit).toEqual({
      frequency: 'monthly',
      amount: 100,
      schemeType: 'net',
      startDate: '2026-12-01',
    });
    expect(savings.extraDepositCollection.at(-1)?.status.code).toBe('PENDING');
  });

  it('dailySinglePremiumEventCommand refuses what the agreement does not allow', async () => {
    const gross = await post(
      '/plexus/dailySinglePremiumEventCommand',
      { policyId: '2100463361', amount: 500, schemeType: 'gross' },
      'member-pure-net',
    );
    expect((await json(gross)).message).toBe('Gross extra deposits are not allowed');
    const tooMuch = await post('/plexus/dailySinglePremiumEventCommand', {
      policyId,
      amount: 50000,
    });
    expect((await json(tooMuch)).errors[0]).toMatchObject({ field: 'amount' });
  });

  it('startCoverChangeWorkflowCommand leaves a pending request and an inbox message', async () => {
    expect(
      (await post('/plexus/startCoverChangeWorkflowCommand', { policyId, workflowType: 'ACCRUAL' }))
        .status,
    ).toBe(200);
    const messages = await read<{ subject: string; status: string }[]>(
      'member-active',
      `/messagebox/messages/${policyId}`,
    );
    expect(messages[0]).toMatchObject({
      subject: 'Wij hebben uw wijziging ontvangen',
      status: 'Ongelezen',
    });
  });

  it('startCoverChangeWorkflowCommand for ACCRUAL takes a Fixed or Variable return type and leaves it pending', async () => {
    const refused = await post('/plexus/startCoverChangeWorkflowCommand', {
      policyId,
      workflowType: 'ACCRUAL',
      returnType: 'Sometimes',
    });
    expect(refused.status).toBe(400);
    expect((await json(refused)).errors[0]).toMatchObject({ field: 'returnType' });
    const response = await post('/plexus/startCoverChangeWorkflowCommand', {
      policyId,
      workflowType: 'ACCRUAL',
      returnType: 'Fixed',
      startDate: '2026-12-01',
    });
    expect(response.status).toBe(200);
    const policy = await read<{ pendingRequestCollection: { description: string }[] }>(
      'member-active',
      `/plexus/policies/${policyId}`,
    );
    expect(policy.pendingRequestCollection.at(-1)?.description).toBe('Wijziging ACCRUAL (Fixed)');
  });

  it('coverChangeEventFrameQuery shows the Anw premium by age range; a dropped cover leaves the frame', async () => {
    type Frame = {
      coverFrameCollection: {
        coverType: { code: string };
        isSelected: boolean;
        premiumAgeRangeCollection?: { startAge: number; female: number; male: number }[];
      }[];
    };
    const frame = await read<Frame>(
      'member-active',
      `/plexus/coverChangeEventFrameQuery/${policyId}`,
    );
    const anw = frame.coverFrameCollection.find((c) => c.coverType.code === 'ANW_VOL');
    expect(anw?.premiumAgeRangeCollection?.[2]).toEqual({
      startAge: 40,
      endAge: 49,
      female: 1.3,
      male: 1.75,
    });
    const covers = '2100492060';
    const before = await read<Frame>(
      'member-covers',
      `/plexus/coverChangeEventFrameQuery/${covers}`,
    );
    const held = (f: Frame) =>
      f.coverFrameCollection.filter((c) => c.isSelected).map((c) => c.coverType.code);
    expect(held(before)).toEqual(
      expect.arrayContaining(['ANW_VOL', 'EXTRA_PP', 'NET_OP', 'NET_PP']),
    );
    const response = await post(
      '/plexus/CoverChangeEventCommand',
      { policyId: covers, coverChangeCollection: [{ coverCode: 'ANW_VOL', isSelected: false }] },
      'member-covers',
    );
    expect(response.status).toBe(200);
    const after = await read<Frame>(
      'member-covers',
      `/plexus/coverChangeEventFrameQuery/${covers}`,
    );
    expect(held(after)).not.toContain('ANW_VOL');
  });

  it('updatePersonCommand changes the person details', async () => {
    const person = await read<{ personDetailsInfo: { basicPersonInfo: { personId: string } } }>(
      'member-active',
      '/plexus/personDetailsQuery',
    );
    const response = await post('/plexus/updatePersonCommand', {
      personId: person.personDetailsInfo.basicPersonInfo.personId,
      contactDetails: {
        emailAddress: 'jan@nieuw.example.nl',
        communicationLanguagePreference: { code: 'en' },
      },
    });
    expect(response.status).toBe(200);
    expect(await read('member-active', '/plexus/personDetailsQuery')).toMatchObject({
      personDetailsInfo: {
        contactDetails: {
          emailAddress: 'jan@nieuw.example.nl',
          communicationLanguagePreference: { code: 'en' },
        },
      },
    });
  });

  it('updatePersonCommand refuses a partner BSN that fails the eleven-test', async () => {
    const response = await post('/plexus/updatePersonCommand', {
      personId: '20045871',
      partnerDetailsInfo: { basicPersonInfo: { centralRegistration: '123456789' } },
    });
    expect(response.status).toBe(400);
    expect((await json(response)).message).toBe('No valid BSN number');
  });

  const newPartner = {
    basicPersonInfo: {
      centralRegistration: '12345672',
      initials: 'A.',
      namePrefix: 'van',
      lastName: 'Dijk',
      dateOfBirth: '1985-03-02',
      gender: 'F',
    },
    relationType: { code: 'c' },
    relationStartDate: '2026-01-01',
  };
  const personOf = (persona: string) =>
    read<{
      personDetailsInfo: { maritalStatus?: { code: string }; addressDetails: unknown };
      partnerDetailsInfo: {
        basicPersonInfo: { centralRegistration: string; lastName: string };
        relationType: { code: string };
        relationStartDate: string;
      } | null;
    }>(persona, '/plexus/personDetailsQuery');

  it('updatePersonCommand registers a new partner (BSN padded to 9 digits) for a member without one', async () => {
    const response = await post(
      '/plexus/updatePersonCommand',
      { personId: '20046040', maritalStatus: { code: 'c' }, partnerDetailsInfo: newPartner },
      'member-english',
    );
    expect(response.status).toBe(200);
    const person = await personOf('member-english');
    expect(person.personDetailsInfo.maritalStatus?.code).toBe('c');
    expect(person.partnerDetailsInfo).toMatchObject({
      basicPersonInfo: { centralRegistration: '012345672', lastName: 'Dijk' },
      relationType: { code: 'c' },
      relationStartDate: '2026-01-01',
    });
  });

  it('updatePersonCommand refuses a second partner unless the registered relation ends first', async () => {
    const refused = await post('/plexus/updatePersonCommand', {
      personId: '20045871',
      partnerDetailsInfo: newPartner,
    });
    expect(refused.status).toBe(400);
    expect((await json(refused)).message).toMatch(/already registered/);
    const tooEarly = await post('/plexus/updatePersonCommand', {
      personId: '20045871',
      relationEndDate: '2026-03-01',
      relationEndReason: 'divorce',
      partnerDetailsInfo: newPartner,
    });
    expect(tooEarly.status).toBe(400);
    expect((await json(tooEarly)).message).toMatch(/before the previous relation ended/);
    expect((await personOf('member-active')).partnerDetailsInfo?.basicPersonInfo.lastName).toBe(
      'Bakker',
    );
    const replaced = await post('/plexus/updatePersonCommand', {
      personId: '20045871',
      maritalStatus: { code: 'c' },
      relationEndDate: '2025-06-30',
      relationEndReason: 'divorce',
      partnerDetailsInfo: newPartner,
    });
    expect(replaced.status).toBe(200);
    expect((await personOf('member-active')).partnerDetailsInfo?.basicPersonInfo.lastName).toBe(
      'Dijk',
    );
  });

  it('updatePersonCommand ends the relation: no partner, the new marital status and the divorce form in the inbox', async () => {
    const response = await post('/plexus/updatePersonCommand', {
      personId: '20045871',
      maritalStatus: { code: 'F' },
      relationEndDate: '2026-10-01',
      relationEndReason: 'divorce',
    });
    expect(response.status).toBe(200);
    const person = await personOf('member-active');
    expect(person.partnerDetailsInfo).toBeNull();
    expect(person.personDetailsInfo.maritalStatus?.code).toBe('F');
    const messages = await read<{ subject: string }[]>(
      'member-active',
      `/messagebox/messages/${policyId}`,
    );
    expect(messages[0]?.subject).toBe('Formulier scheidingsafspraken');
  });

  it.each([
    [
      { relationEndDate: '2026-10-01', relationEndReason: 'cohabitationEnded' },
      /with reason divorce/,
    ],
    [
      { relationEndDate: '2009-12-31', relationEndReason: 'divorce' },
      /before the relation started/,
    ],
    [{ relationEndDate: '01-10-2026', relationEndReason: 'divorce' }, /yyyy-MM-dd/],
  ])('updatePersonCommand refuses a relation end %j', async (end, message) => {
    const response = await post('/plexus/updatePersonCommand', { personId: '20045871', ...end });
    expect(response.status).toBe(400);
    expect((await json(response)).message).toMatch(message);
    expect((await personOf('member-active')).partnerDetailsInfo).not.toBeNull();
  });

  it('updatePersonCommand refuses to end a relation when there is no partner', async () => {
    const response = await post(
      '/plexus/updatePersonCommand',
      { personId: '20046040', relationEndDate: '2026-10-01', relationEndReason: 'divorce' },
      'member-english',
    );
    expect(response.status).toBe(400);
  });

  it('updatePersonCommand replaces the address with one abroad and refuses an incomplete one', async () => {
    const abroad = {
      street: 'Rue de la Loi',
      houseNumber: '16',
      postalCode: '1000',
      city: 'Bruxelles',
      countryCode: 'BE',
    };
    const incomplete = await post('/plexus/updatePersonCommand', {
      personId: '20045871',
      addressDetails: { ...abroad, city: '' },
    });
    expect(incomplete.status).toBe(400);
    const badCountry = await post('/plexus/updatePersonCommand', {
      personId: '20045871',
      addressDetails: { ...abroad, countryCode: 'Belgium' },
    });
    expect(badCountry.status).toBe(400);
    const response = await post('/plexus/updatePersonCommand', {
      personId: '20045871',
      addressDetails: abroad,
      relocation: { movingDate: '2027-01-15', employedByEmployer: true },
    });
    expect(response.status).toBe(200);
    // The old house number addition (B) does not linger: the address is replaced as a whole.
    expect((await personOf('member-active')).personDetailsInfo.addressDetails).toEqual(abroad);
  });

  it.each([
    ['/plexus/startDivorceWorkFlowCommand', { policyId }, 'scheiding'],
    [
      '/plexus/startValueTransferInWorkflowCommand',
      {
        DTYPE: 'ValueTransferIn',
        externalReference: 'REF-1',
        pensionProviderName: { name: 'PFZW', location: 'Zeist' },
        policyId,
      },
      'waardeoverdracht',
    ],
  ])('%s adds an inbox message', async (path, body, word) => {
    expect((await post(path, body)).status).toBe(200);
    const messages = await read<{ subject: string }[]>(
      'member-active',
      `/messagebox/messages/${policyId}`,
    );
    expect(messages[0]?.subject.toLowerCase()).toContain(word);
  });

  it('startValueTransferInWorkflowCommand: a request, an approval and a rejection are told apart by DTYPE', async () => {
    const path = '/plexus/startValueTransferInWorkflowCommand';
    const provider = { name: 'PFZW', location: 'Zeist' };
    const send = (DTYPE: string) =>
      post(path, { DTYPE, externalReference: 'REF-1', pensionProviderName: provider, policyId });
    expect((await send('ValueTransferIn')).status).toBe(200);
    expect((await send('ValueTransferApproval')).status).toBe(200);
    expect((await send('ValueTransferRejection')).status).toBe(200);
    const policy = await read<{
      pendingRequestCollection: { requestType: { code: string }; description: string }[];
    }>('member-active', `/plexus/policies/${policyId}`);
    expect(policy.pendingRequestCollection.map((r) => r.requestType.code)).toEqual([
      'VALUE_TRANSFER_IN',
      'VALUE_TRANSFER_APPROVAL',
      'VALUE_TRANSFER_REJECTION',
    ]);
    expect(policy.pendingRequestCollection[0]?.description).toBe(
      'Waardeoverdracht van PFZW, Zeist (REF-1)',
    );
    const subjects = (
      await read<{ subject: string }[]>('member-active', `/messagebox/messages/${policyId}`)
    ).map((m) => m.subject);
    expect(subjects.slice(0, 3)).toEqual([
      'U gaat niet akkoord met het voorstel voor waardeoverdracht',
      'Uw akkoordverklaring voor waardeoverdracht is ontvangen',
      'Uw aanvraag voor waardeoverdracht is ontvangen',
    ]);
  });

  it('startValueTransferInWorkflowCommand refuses an unknown DTYPE and an approval without reference', async () => {
    const path = '/plexus/startValueTransferInWorkflowCommand';
    const base = { pensionProviderName: 'PFZW, Zeist', policyId };
    const unknown = await post(path, { ...base, DTYPE: 'ValueTransferOut' });
    expect(unknown.status).toBe(400);
    expect((await json(unknown)).errors[0].field).toBe('DTYPE');
    const noReference = await post(path, { ...base, DTYPE: 'ValueTransferApproval' });
    expect(noReference.status).toBe(400);
    expect((await json(noReference)).errors[0].field).toBe('externalReference');
    const withoutDtype = await post(path, base);
    expect(withoutDtype.status).toBe(200);
  });

  it('ParticipantPermission/create adds to the list and refuses duplicates', async () => {
    const body = { to: '7300518', relatesTo: '4100123' };
    expect((await post('/ParticipantPermission/create', body)).status).toBe(400);
    await post('/ParticipantPermission/create', body, 'member-wtp');
    expect((await post('/ParticipantPermission/create', body, 'member-wtp')).status).toBe(400);
    await reset();
    const created = await post('/ParticipantPermission/create', body, 'member-wtp');
    expect(created.status).toBe(200);
    expect(await read('member-wtp', '/ParticipantPermission/list')).toEqual([
      expect.objectContaining(body),
    ]);
  });

  it('policy quotes: create shows in the quote query, accept applies, cancel drops', async () => {
    const changes = {
      coverChangeCollection: [{ coverCode: 'EXTRA_PP', isSelected: true, insuredAmount: 12000 }],
    };
    expect((await post(`/plexus/createPolicyQuoteDraftCommand/${policyId}`, changes)).status).toBe(
      200,
    );
    const quote = await read<{
      quoteInfo: { status: string };
      packageDetailsCollection: { coverDetailsCollection: { coverType: { code: string } }[] }[];
    }>('member-active', `/plexus/policyDetailsQuoteQuery/${policyId}`);
    const codes = (p: typeof quote) =>
      p.packageDetailsCollection.flatMap((pkg) =>
        pkg.coverDetailsCollection.map((c) => c.coverType.code),
      );
    expect(quote.quoteInfo.status).toBe('DRAFT');
    expect(codes(quote)).toContain('EXTRA_PP');
    expect(codes(await read('member-active', `/plexus/policies/${policyId}`))).not.toContain(
      'EXTRA_PP',
    );
    expect((await post(`/plexus/acceptPolicyQuoteCommand/${policyId}`, {})).status).toBe(200);
    expect(codes(await read('member-active', `/plexus/policies/${policyId}`))).toContain(
      'EXTRA_PP',
    );
    expect(
      (await read('member-active', `/plexus/policyDetailsQuoteQuery/${policyId}`)).quoteInfo,
    ).toBeNull();
    await post(`/plexus/createPolicyQuoteDraftCommand/${policyId}`, changes);
    expect((await post(`/plexus/cancelPolicyQuoteCommand/${policyId}`, {})).status).toBe(200);
    // Nothing to accept: a conflict with the policy's state, not a refused body field.
    const nothing = await post(`/plexus/acceptPolicyQuoteCommand/${policyId}`, {});
    expect(nothing.status).toBe(409);
    expect(await json(nothing)).toMatchObject({ code: 'NO_QUOTE' });
  });

  it('accepting a quote draft carries it out exactly as CoverChangeEventCommand does', async () => {
    const change = {
      policyId,
      coverChangeCollection: [{ coverCode: 'ANW_VOL', isSelected: true, insuredAmount: 20000 }],
      startDate: '2026-12-01',
    };
    const effect = async () => {
      const policy = await read<{
        packageDetailsCollection: unknown[];
        pendingRequestCollection: { requestType: unknown; description: string }[];
      }>('member-active', `/plexus/policies/${policyId}`);
      const frame = await read('member-active', `/plexus/coverChangeEventFrameQuery/${policyId}`);
      const ids = /"(COV|PKG|REQ)-[^"]*"/g;
      return JSON.stringify({ policy, frame }).replace(ids, '"id"');
    };
    expect((await post('/plexus/CoverChangeEventCommand', change)).status).toBe(200);
    const byCommand = await effect();
    await reset();
    expect((await post(`/plexus/createPolicyQuoteDraftCommand/${policyId}`, change)).status).toBe(
      200,
    );
    expect((await post(`/plexus/acceptPolicyQuoteCommand/${policyId}`, {})).status).toBe(200);
    expect(await effect()).toBe(byCommand);
  });

  it('a quote draft for another policy than its path is refused on policyId', async () => {
    const answer = await post(`/plexus/createPolicyQuoteDraftCommand/${policyId}`, {
      policyId: 'another',
      coverChangeCollection: [{ coverCode: 'ANW_VOL', isSelected: true, insuredAmount: 20000 }],
    });
    expect(answer.status).toBe(400);
    expect(JSON.stringify(await json(answer))).toContain('policyId');
  });

  it('POST calculations answer scenario and premium projections', async () => {
    const scenario = await post('/plexus/asrUcmScenarioBasedCalculateProjectionsQuery', {
      policyId,
      personalPensionAge: { year: 69, month: 0 },
      extraDeposit: { amount: 1000, frequency: 'yearly' },
    });
    const answer = await json(scenario);
    const amount = (s: {
      nlUcmProjectionsDCCqCollection: { paymentCollection: { expectedNominal: number }[] }[];
    }) => s.nlUcmProjectionsDCCqCollection[0]?.paymentCollection[0]?.expectedNominal ?? 0;
    expect(amount(answer.newSituation)).toBeGreaterThan(amount(answer.currentSituation));
    const premiums = await json(
      await post('/plexus/calculatePremiumProjections', {
        policyId,
        coverChangeCollection: [{ coverCode: 'ANW_VOL', insuredAmount: 24000 }],
      }),
    );
    expect(premiums.premiumCollection[0]).toEqual({
      coverCode: 'ANW_VOL',
      insuredAmount: 24000,
      // The Anw cover is priced by age range: member-active is a man of 45 (1.75 % a year).
      yearlyPremium: 420,
      monthlyPremium: 35,
    });
  });
});

describe('write validation', () => {
  it.each([
    '/Plexus/personalPensionAgeCommand',
    '/plexus/CoverChangeEventCommand',
    '/plexus/dailySinglePremiumEventCommand',
    '/plexus/startCoverChangeWorkflowCommand',
    '/plexus/startDivorceWorkFlowCommand',
    '/plexus/startValueTransferInWorkflowCommand',
  ])('%s without policyId answers 400 "policyId is required" (REQUIRED)', async (path) => {
    const response = await post(path, {});
    expect(response.status).toBe(400);
    const answer = await json(response);
    expect(answer).toMatchObject({ message: 'policyId is required', code: 'VALIDATION' });
    expect(answer.errors[0]).toEqual({
      field: 'policyId',
      message: 'policyId is required',
      code: 'REQUIRED',
    });
  });

  it('answers 400 for a body that is not JSON', async () => {
    const response = await call('member-active', 'POST', '/plexus/updatePersonCommand', {
      headers: { 'Content-Type': 'application/json' },
    });
    expect(response.status).toBe(400);
    const bad = await app.request('/plexus/updatePersonCommand', {
      method: 'POST',
      headers: { Authorization: 'Bearer fake:member-active', 'Content-Type': 'application/json' },
      body: '{oops',
    });
    expect(bad.status).toBe(400);
    expect((await json(bad)).message).toBe('The request body is not valid JSON');
  });
});

describe('read-only impersonation', () => {
  it.each(['advisor-1', 'staff-1'])(
    'refuses commands from %s with 401 and records them',
    async (actor) => {
      const response = await post(
        '/Plexus/personalPensionAgeCommand',
        { policyId, personalPensionAgeType: 'state' },
        actor,
      );
      expect(response.status).toBe(401);
      expect(await json(response)).toEqual({ message: 'Read only when impersonating' });
      expect(await commands()).toEqual([
        expect.objectContaining({
          persona: 'member-active',
          actor,
          accepted: false,
          status: 401,
          kind: 'command',
        }),
      ]);
      expect(
        await read('member-active', `/plexus/personalPensionAgeQuery/${policyId}`),
      ).toMatchObject({
        personalPensionAgeType: { code: 'agreement' },
      });
    },
  );

  it('lets advisors run POST calculations and reports', async () => {
    const calc = await post(
      '/plexus/asrUcmScenarioBasedCalculateProjectionsQuery',
      { policyId },
      'advisor-1',
    );
    expect(calc.status).toBe(200);
    const report = await post(
      `/Reports/pensionsummary/extraDeposit/${policyId}`,
      { policyId, amount: 1000, schemeType: 'gross', frequency: 'once' },
      'advisor-1',
    );
    expect(report.status).toBe(200);
  });
});
