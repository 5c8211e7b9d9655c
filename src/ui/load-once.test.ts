import { loadOnce } from './load-once';

describe('loadOnce', () => {
  it('loads once, however often it is asked', async () => {
    const load = vi.fn(() => Promise.resolve('code'));
    const once = loadOnce(load);
    expect(await once()).toBe('code');
    expect(await once()).toBe('code');
    expect(load).toHaveBeenCalledOnce();
  });

  it('tries again after a failed load', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValue('code');
    const once = loadOnce(load);
    await expect(once()).rejects.toThrow('Failed to fetch');
    expect(await once()).toBe('code');
    expect(await once()).toBe('code');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
