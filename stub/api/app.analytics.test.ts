import { json, makeApi } from './testing/harness';

const { app, reset } = makeApi();
const collect = (body: unknown, headers: Record<string, string> = {}) =>
  app.request('/analytics/collect', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

beforeEach(async () => {
  await reset();
});

describe('POST /analytics/collect (the server-side tag service stand-in)', () => {
  it('takes a batch without a token, answers 204, and lists it at /__stub/analytics', async () => {
    const events = [{ event: 'page_view', page_path: '/' }, { event: 'click' }];
    expect((await collect({ events })).status).toBe(204);
    expect(await json(await app.request('/__stub/analytics'))).toEqual([
      { time: expect.any(String), events, credentials: false },
    ]);
  });

  it('notes a batch that carried a token (the portal never sends one)', async () => {
    await collect({ events: [{ event: 'x' }] }, { Authorization: 'Bearer t' });
    const [batch] = await json(await app.request('/__stub/analytics'));
    expect(batch.credentials).toBe(true);
  });

  it('is not a command: the write recorder does not list it', async () => {
    await collect({ events: [{ event: 'x' }] });
    expect(await json(await app.request('/__stub/commands'))).toEqual([]);
  });

  it.each([
    ['not JSON', '{', 'body'],
    ['no events', {}, 'events'],
    ['an empty batch', { events: [] }, 'events'],
    ['an event that is not an object', { events: [{ event: 'x' }, 3] }, 'events.1'],
  ])('refuses %s with 400 naming the field', async (_name, body, field) => {
    const answer = await collect(body);
    expect(answer.status).toBe(400);
    expect((await json(answer)).errors[0].field).toBe(field);
  });

  it('is cleared by /__stub/reset', async () => {
    await collect({ events: [{ event: 'x' }] });
    await reset();
    expect(await json(await app.request('/__stub/analytics'))).toEqual([]);
  });
});
