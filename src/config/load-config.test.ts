import stubConfig from '../../stub/portal-config.json';
import example from '../../config.example.json';
import { CONFIG_PATH, ConfigError, loadPortalConfig, parsePortalConfig } from './load-config';

/** A production configuration with every field. */
const production = (): Record<string, unknown> => structuredClone(example);

/** The lines of the ConfigError `run` throws. */
function problems(run: () => unknown): readonly string[] {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).details;
  }
  throw new Error('expected a ConfigError');
}

describe('parsePortalConfig', () => {
  it('accepts the example and the stub configuration', () => {
    expect(parsePortalConfig(example)).toMatchObject({
      environment: 'production',
      oidc: { clientIds: { member: 'member-portal' } },
      analytics: { enabled: true },
    });
    expect(parsePortalConfig(stubConfig).oidc.issuer).toBe('http://localhost:4010/oidc');
  });

  it('names a missing field', () => {
    const config = production();
    delete (config.oidc as { clientIds: Record<string, unknown> }).clientIds.advisor;
    delete config.maintenanceRedirect;
    const lines = problems(() => parsePortalConfig(config));
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^oidc\.clientIds\.advisor: /);
    expect(lines[1]).toMatch(/^maintenanceRedirect: /);
  });

  it('names a field of the wrong type or value', () => {
    expect(
      problems(() => parsePortalConfig({ ...production(), maintenanceRedirect: 'yes' })),
    ).toEqual([expect.stringMatching(/^maintenanceRedirect: Invalid type: Expected boolean/)]);
    expect(problems(() => parsePortalConfig({ ...production(), environment: 'prod' }))).toEqual([
      'environment: must be one of development, test, acceptance, production',
    ]);
    expect(
      problems(() => parsePortalConfig({ ...production(), features: { AllowEnglish: 'on' } })),
    ).toEqual([expect.stringMatching(/^features\.AllowEnglish: /)]);
    expect(problems(() => parsePortalConfig({ ...production(), extra: 1 }))).toEqual([
      expect.stringMatching(/^extra: /),
    ]);
  });

  it('refuses an issuer that is not https (http only on localhost)', () => {
    const config = production();
    (config.oidc as Record<string, unknown>).issuer = 'http://login.example.org/oidc';
    expect(problems(() => parsePortalConfig(config))).toEqual([
      'oidc.issuer: must use https (http only for localhost)',
    ]);
  });

  it.each(['production', 'acceptance'])(
    'refuses a %s configuration without the phone number or the public site, naming each',
    (environment) => {
      const config: Record<string, unknown> = { ...production(), environment };
      delete config.supportPhone;
      delete config.publicSiteUrl;
      expect(problems(() => parsePortalConfig(config))).toEqual([
        'supportPhone: is required in acceptance and production: the number members call',
        "publicSiteUrl: is required in acceptance and production: the fund's public site",
      ]);
    },
  );

  it('lets test and development leave the contact details out', () => {
    const config: Record<string, unknown> = { ...production(), environment: 'test' };
    delete config.supportPhone;
    delete config.publicSiteUrl;
    expect(parsePortalConfig(config).supportPhone).toBeUndefined();
  });

  it('refuses a phone number that is not one', () => {
    expect(problems(() => parsePortalConfig({ ...production(), supportPhone: 'call us' }))).toEqual(
      [expect.stringMatching(/^supportPhone: must be a phone number/)],
    );
    expect(
      parsePortalConfig({ ...production(), supportPhone: ' 088-123 45 67 ' }).supportPhone,
    ).toBe('088-123 45 67');
  });
});

describe('loadPortalConfig', () => {
  const answering = (answer: Response | Error) =>
    vi.fn<typeof fetch>(() =>
      answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer),
    );

  it('fetches /config.json as the preload link requests it, and checks it', async () => {
    const fetchFn = answering(Response.json(example));
    await expect(loadPortalConfig(fetchFn)).resolves.toMatchObject({ environment: 'production' });
    expect(fetchFn).toHaveBeenCalledWith(CONFIG_PATH, { credentials: 'same-origin' });
  });

  it.each([
    ['missing (404)', new Response('not found', { status: 404 }), 'missing', 'answered HTTP 404'],
    ['unreachable', new TypeError('Failed to fetch'), 'missing', 'could not be fetched'],
    ['not JSON', new Response('{"environment":'), 'unreadable', 'is not valid JSON'],
  ])('says so when the file is %s', async (_name, answer, problem, detail) => {
    const error = await loadPortalConfig(answering(answer)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConfigError);
    expect(error).toMatchObject({ problem });
    expect((error as ConfigError).details[0]).toContain(detail);
  });

  it('says which field is wrong', async () => {
    const error = await loadPortalConfig(answering(Response.json({ ...example, oidc: {} }))).catch(
      (e: unknown) => e,
    );
    expect(error).toMatchObject({ problem: 'invalid' });
    expect((error as ConfigError).details.join('\n')).toMatch(/^oidc\.issuer: /m);
  });
});
