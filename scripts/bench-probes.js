// In-page timing for `npm run bench`, installed with addInitScript as plain text (a transpiled
// function would carry helpers the page does not have). Everything is timed with the page's clock.
(() => {
  const bench = (window.__bench = { firstStep: undefined });

  // Load → the wizard's first step painted (the frame after it appears).
  const observer = new MutationObserver(() => {
    if (!document.querySelector('[data-testid="wizard"][data-step]')) return;
    observer.disconnect();
    requestAnimationFrame(() =>
      setTimeout(() => {
        bench.firstStep = performance.now();
        // The bench waits for this line (bench.ts), so nothing of its own runs in the page meanwhile.
        console.debug('bench:first-step');
      }),
    );
  });
  observer.observe(document, { subtree: true, childList: true, attributes: true });

  // Click on Next → the next step laid out.
  bench.timedNext = () => {
    const wizard = document.querySelector('[data-testid="wizard"]');
    const button = wizard && wizard.querySelector('button[type="submit"]');
    if (!wizard || !button) return Promise.resolve(null);
    const before = wizard.getAttribute('data-step');
    return new Promise((resolve) => {
      let start = 0;
      const timeout = setTimeout(() => resolve(null), 10000);
      const watch = new MutationObserver(() => {
        const now = document.querySelector('[data-testid="wizard"]')?.getAttribute('data-step');
        if (!now || now === before) return;
        watch.disconnect();
        clearTimeout(timeout);
        document.body.getBoundingClientRect();
        resolve(performance.now() - start);
      });
      watch.observe(document.body, { subtree: true, childList: true, attributes: true });
      start = performance.now();
      button.click();
    });
  };

  // A keystroke in the step's first text field → laid out, for each character of `text`.
  bench.timedKeystrokes = async (text) => {
    // The step shown, not a step rendered ahead (hidden).
    const input = [
      ...document.querySelectorAll(
        '[data-testid="wizard"] input[type="text"], [data-testid="wizard"] input[inputmode]',
      ),
    ].find((candidate) => candidate.checkVisibility());
    if (!input) return [];
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
    const times = [];
    input.focus();
    for (const char of text) {
      const start = performance.now();
      setValue.call(input, input.value + char);
      input.dispatchEvent(new Event('input', { bubbles: true }));
      await Promise.resolve();
      await Promise.resolve();
      document.body.getBoundingClientRect();
      times.push(performance.now() - start);
      await new Promise((resolve) => setTimeout(resolve, 30));
    }
    setValue.call(input, '');
    input.dispatchEvent(new Event('input', { bubbles: true }));
    return times;
  };
})();
