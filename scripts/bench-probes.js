// In-page timing for `npm run bench`, installed with addInitScript as plain text (a transpiled
// function would carry helpers the page does not have). Everything is timed with the page's clock.
(() => {
  // `measure`: the trace (bench-trace.ts) marks each timed interaction as a User Timing measure.
  const bench = (window.__bench = { firstStep: undefined, measure: false });

  // Load → the wizard's first step painted (the frame after it appears), timed as `nextPaint`
  // below times a step change: by a highest-priority task posted from that frame.
  const observer = new MutationObserver(() => {
    if (!document.querySelector('[data-testid="wizard"][data-step]')) return;
    observer.disconnect();
    requestAnimationFrame(() =>
      scheduler.postTask(
        () => {
          bench.firstStep = performance.now();
          // The bench waits for this line (bench.ts), so nothing of its own runs in the page meanwhile.
          console.debug('bench:first-step');
        },
        { priority: 'user-blocking' },
      ),
    );
  });
  observer.observe(document, { subtree: true, childList: true, attributes: true });

  // The next frame painted after the work done so far, as Interaction to Next Paint counts it: the
  // frame's animation callbacks run, then style, layout and paint, and a task posted from that
  // callback runs once the frame is out. That task is posted at the highest priority
  // (`scheduler.postTask`, 'user-blocking'), so it runs right after the frame: a task the page
  // queued before it at normal priority (a timer, React's scheduler) runs after the paint and is
  // not part of it, as INP does not count it. `queued` is the time a normal-priority task posted
  // from the same callback runs, that work included (what this probe measured before).
  const nextPaint = () =>
    new Promise((resolve) =>
      requestAnimationFrame(() => {
        let painted;
        void scheduler.postTask(() => (painted = performance.now()), { priority: 'user-blocking' });
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve({ painted, queued: performance.now() });
        channel.port2.postMessage(null);
      }),
    );

  // Click on Next → the next step laid out (`dom`) and → the next frame painted (`paint`), in ms.
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
        const dom = performance.now() - start;
        void nextPaint().then(({ painted, queued }) => {
          if (bench.measure) performance.measure('bench:next', { start, end: painted });
          resolve({ dom, paint: painted - start, queued: queued - start });
        });
      });
      watch.observe(document.body, { subtree: true, childList: true, attributes: true });
      start = performance.now();
      button.click();
    });
  };

  // A keystroke in the step's first text field → laid out (`dom`) and → the next frame painted
  // (`paint`), in ms, for each character of `text`.
  bench.timedKeystrokes = async (text) => {
    // The step shown, not a step rendered ahead (hidden).
    const input = [
      ...document.querySelectorAll(
        '[data-testid="wizard"] input[type="text"], [data-testid="wizard"] input[inputmode]',
      ),
    ].find(
      // The step ahead is laid out but `visibility: hidden` and inert: not a field a member types in.
      (candidate) =>
        candidate.checkVisibility({ visibilityProperty: true }) && !candidate.closest('[inert]'),
    );
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
      const dom = performance.now() - start;
      const { painted, queued } = await nextPaint();
      if (bench.measure) performance.measure('bench:keystroke', { start, end: painted });
      times.push({ dom, paint: painted - start, queued: queued - start });
      await new Promise((resolve) => setTimeout(resolve, 30));
    }
    setValue.call(input, '');
    input.dispatchEvent(new Event('input', { bubbles: true }));
    return times;
  };
})();
