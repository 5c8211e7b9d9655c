// The first step as a member's browser loads it: Chromium driven over a bare DevTools pipe, with
// no Runtime session. Playwright enables the Runtime domain on every page, and under it V8 makes a
// detailed stack trace (with source positions) for every Error object created: React DOM creates
// five while its module loads (its sentinel exceptions), so V8 reparses the whole first-load
// script for them, which no member's browser does (about 120 ms at 4×, measured on this machine).
// Written here because Playwright and Puppeteer both enable that domain on every page they drive;
// it speaks only what this needs of the protocol: contexts, targets, navigation, throttling,
// evaluation. bench-rjsf.ts loads our wizard and the RJSF page of the same step turn about in one
// such browser.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable, Writable } from 'node:stream';
import { CHROMIUM_ARGS } from './chromium-path';

/** Splits the pipe's bytes into messages (each ends with a NUL), across chunk boundaries. */
export function messageSplitter(onMessage: (text: string) => void): (chunk: Buffer) => void {
  let pending: Buffer[] = [];
  return (chunk) => {
    let start = 0;
    for (let end = chunk.indexOf(0); end !== -1; end = chunk.indexOf(0, start)) {
      pending.push(chunk.subarray(start, end));
      onMessage(Buffer.concat(pending).toString('utf8'));
      pending = [];
      start = end + 1;
    }
    if (start < chunk.length) pending.push(chunk.subarray(start));
  };
}

interface Answer {
  id?: number;
  result?: Record<string, unknown>;
  error?: { message: string };
}

/** One load timed by a member's browser. */
export interface FirstStepLoad {
  /** The page to load at `cpuSlowdown`. */
  url: string;
  /** Signs in first at this address (the portal's stub login) and waits on the home page. */
  signIn?: string;
  cpuSlowdown: number;
  /** The in-page probes (bench-probes.js): `window.__bench.firstStep` once the step is painted. */
  probes: string;
}

/** A Chromium over a bare DevTools pipe that times first steps, each in a fresh context. */
export interface MemberBrowser {
  /** Loads a page in a fresh browser context; ms from the navigation to the first step painted. */
  firstStep(load: FirstStepLoad): Promise<number>;
  /** Ends the browser and removes its profile. */
  close(): Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Starts Chromium at `executablePath` with no Runtime session on any page it loads. */
export function launchMemberBrowser(executablePath: string): MemberBrowser {
  const profile = mkdtempSync(join(tmpdir(), 'bench-chromium-'));
  const browser = spawn(
    executablePath,
    [
      '--headless',
      ...CHROMIUM_ARGS,
      '--remote-debugging-pipe',
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'ignore', 'pipe', 'pipe'] },
  );
  const toBrowser = browser.stdio[3] as Writable;
  const fromBrowser = browser.stdio[4] as Readable;
  let nextId = 0;
  const waiting = new Map<number, (answer: Answer) => void>();
  fromBrowser.on(
    'data',
    messageSplitter((text) => {
      // Events (no id) are not needed: the page is looked at by evaluating in it.
      const answer = JSON.parse(text) as Answer;
      if (answer.id === undefined) return;
      waiting.get(answer.id)?.(answer);
      waiting.delete(answer.id);
    }),
  );
  const send = (method: string, params: object = {}, sessionId?: string) =>
    new Promise<Record<string, unknown>>((resolve, reject) => {
      nextId += 1;
      waiting.set(nextId, (answer) =>
        answer.error
          ? reject(new Error(`${method}: ${answer.error.message}`))
          : resolve(answer.result ?? {}),
      );
      toBrowser.write(`${JSON.stringify({ id: nextId, method, params, sessionId })}\0`);
    });
  const evaluate = async (sessionId: string, expression: string) =>
    (
      (await send('Runtime.evaluate', { expression, returnByValue: true }, sessionId)).result as {
        value?: unknown;
      }
    )?.value;
  const until = async (sessionId: string, expression: string, what: string) => {
    for (let i = 0; i < 100; i += 1) {
      if (await evaluate(sessionId, expression)) return;
      await sleep(250);
    }
    throw new Error(`${what} did not happen`);
  };

  return {
    async firstStep(load) {
      const { browserContextId } = await send('Target.createBrowserContext');
      const { targetId } = await send('Target.createTarget', {
        url: 'about:blank',
        browserContextId,
      });
      const { sessionId } = (await send('Target.attachToTarget', { targetId, flatten: true })) as {
        sessionId: string;
      };
      try {
        await send('Page.enable', {}, sessionId);
        if (load.signIn) {
          await send('Page.navigate', { url: load.signIn }, sessionId);
          // Signed in and on the home page, as a member is before opening a wizard.
          await until(
            sessionId,
            `location.pathname === '/' && !!document.querySelector('main h1')`,
            'sign-in',
          );
          await sleep(1500);
        }
        await send('Emulation.setCPUThrottlingRate', { rate: load.cpuSlowdown }, sessionId);
        await send('Page.addScriptToEvaluateOnNewDocument', { source: load.probes }, sessionId);
        await send('Page.navigate', { url: load.url }, sessionId);
        // Looked at only after the load, so the page runs alone meanwhile.
        await sleep(2000);
        await until(sessionId, 'window.__bench?.firstStep !== undefined', 'the first step');
        return Number(await evaluate(sessionId, 'window.__bench.firstStep'));
      } finally {
        await send('Target.closeTarget', { targetId });
        await send('Target.disposeBrowserContext', { browserContextId });
      }
    },
    async close() {
      const exited = new Promise((resolve) => browser.once('exit', resolve));
      browser.kill();
      await exited;
      // Chromium's helper processes may still write to the profile for a moment after it exits;
      // a profile left behind in the temporary folder must not cost the figures already taken.
      try {
        rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
      } catch (error) {
        console.warn(`Left the browser profile ${profile}: ${(error as Error).message}`);
      }
    },
  };
}
