import { signingOut, whenSigningOut } from './before-sign-out';

test('runs each registered listener on sign-out, not after it unregistered', () => {
  const first = vi.fn();
  const second = vi.fn();
  const stopFirst = whenSigningOut(first);
  const stopSecond = whenSigningOut(second);
  signingOut();
  expect(first).toHaveBeenCalledTimes(1);
  expect(second).toHaveBeenCalledTimes(1);
  stopFirst();
  signingOut();
  expect(first).toHaveBeenCalledTimes(1);
  expect(second).toHaveBeenCalledTimes(2);
  stopSecond();
});

test('a failing listener is logged and the others still run', () => {
  const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const after = vi.fn();
  const stops = [
    whenSigningOut(() => {
      throw new Error('offline');
    }),
    whenSigningOut(after),
  ];
  signingOut();
  expect(after).toHaveBeenCalledTimes(1);
  expect(log).toHaveBeenCalled();
  stops.forEach((stop) => stop());
  log.mockRestore();
});
