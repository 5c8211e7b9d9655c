import { messageSplitter } from './bench-first-step';

describe('messageSplitter (the DevTools pipe: messages ending in NUL)', () => {
  it('gives each message once, whole, however the bytes arrive', () => {
    const seen: string[] = [];
    const feed = messageSplitter((text) => seen.push(text));
    const bytes = Buffer.from('{"id":1}\0{"id":2,"result":{"é":"ü"}}\0{"id":3}\0');
    // One byte at a time (a character split across chunks included), then all at once.
    for (let i = 0; i < bytes.length; i += 1) feed(bytes.subarray(i, i + 1));
    feed(bytes);
    expect(seen).toEqual([
      '{"id":1}',
      '{"id":2,"result":{"é":"ü"}}',
      '{"id":3}',
      '{"id":1}',
      '{"id":2,"result":{"é":"ü"}}',
      '{"id":3}',
    ]);
  });

  it('keeps an unfinished message until its NUL arrives', () => {
    const seen: string[] = [];
    const feed = messageSplitter((text) => seen.push(text));
    feed(Buffer.from('{"id":'));
    expect(seen).toEqual([]);
    feed(Buffer.from('7}\0{"id"'));
    expect(seen).toEqual(['{"id":7}']);
  });
});
