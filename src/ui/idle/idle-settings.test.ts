import { DEFAULT_GRACE_MS, DEFAULT_IDLE_MS, idleSettings } from './idle-settings';

describe('idleSettings', () => {
  it('defaults to 10 minutes idle and 5 minutes grace, on outside production', () => {
    expect(idleSettings({ environment: 'test' })).toEqual({
      enabled: true,
      idleMs: DEFAULT_IDLE_MS,
      graceMs: DEFAULT_GRACE_MS,
    });
    expect(DEFAULT_IDLE_MS).toBe(600_000);
    expect(DEFAULT_GRACE_MS).toBe(300_000);
  });

  it('is off in production', () => {
    expect(idleSettings({ environment: 'production' }).enabled).toBe(false);
  });

  it('ignores ?idle= and ?idleGrace= in production', () => {
    expect(
      idleSettings({ environment: 'production', search: '?idle=1500&idleGrace=1000' }),
    ).toEqual({ enabled: false, idleMs: DEFAULT_IDLE_MS, graceMs: DEFAULT_GRACE_MS });
  });

  it('takes ?idle= and ?idleGrace= outside production', () => {
    expect(
      idleSettings({ environment: 'development', search: '?idle=2000&idleGrace=1000' }),
    ).toMatchObject({ idleMs: 2000, graceMs: 1000 });
  });

  it('ignores values that are not positive numbers', () => {
    expect(idleSettings({ environment: 'test', search: '?idle=abc&idleGrace=-5' })).toMatchObject({
      idleMs: DEFAULT_IDLE_MS,
      graceMs: DEFAULT_GRACE_MS,
    });
  });
});
