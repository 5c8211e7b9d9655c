// `npm start`: the stub back end (with its OpenID provider) and the portal's dev server together.
// Prints where the portal is and how to sign in. They stop as one: Ctrl+C, or either of them
// ending (a broken persona file stops the stub), ends both and everything they started.
//
// Each runs in a process group of its own (`npx` starts the real server as a child of a shell),
// and stopping signals the whole group, not only the `npx` that was started: a dev server left
// behind kept its port, and the next `npm start` failed with "Port 5173 is already in use".
//
// Ports: STUB_PORT (default 4010) and PORTAL_PORT (default 5173); STUB_PERSONA_DIR points the stub
// at another persona folder.
import { spawn } from 'node:child_process';

const stubPort = process.env.STUB_PORT ?? '4010';
const portalPort = process.env.PORTAL_PORT ?? '5173';
/** How long a group may take to end after SIGTERM before it gets SIGKILL. */
const GRACE_MS = 5_000;

const children = [
  spawn('npx', ['tsx', 'stub/main.ts'], {
    stdio: 'inherit',
    detached: true,
    env: {
      ...process.env,
      STUB_PORT: stubPort,
      PORTAL_ORIGINS:
        process.env.PORTAL_ORIGINS ?? `http://localhost:${portalPort},http://localhost:4173`,
    },
  }),
  spawn('npx', ['vite', '--clearScreen', 'false', '--port', portalPort, '--strictPort'], {
    stdio: 'inherit',
    detached: true,
    env: { ...process.env, STUB_PORT: stubPort },
  }),
];

/** Sends `signal` to every process of a child's group; false when none is left. */
function signalGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
    return true;
  } catch {
    return false;
  }
}

/** Resolves once no process of the child's group is left, killing it after the grace time. */
async function endGroup(child) {
  if (!signalGroup(child, 'SIGTERM')) return;
  const deadline = Date.now() + GRACE_MS;
  while (signalGroup(child, 0)) {
    if (Date.now() > deadline) {
      signalGroup(child, 'SIGKILL');
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

let stopping;
/** Ends both groups, then this process with `code`. */
function stop(code) {
  stopping ??= Promise.all(children.map(endGroup)).then(() => process.exit(code));
  return stopping;
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => void stop(0));
for (const child of children) {
  child.on('exit', (code, signal) => void stop(code ?? (signal ? 1 : 0)));
  child.on('error', (error) => {
    console.error(`could not start: ${error.message}`);
    void stop(1);
  });
}

async function up(url) {
  for (let i = 0; i < 120 && !stopping; i += 1) {
    try {
      await fetch(url);
      return true;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
  return false;
}

if (
  (await up(`http://127.0.0.1:${stubPort}/__stub/personas`)) &&
  (await up(`http://localhost:${portalPort}/`)) &&
  !stopping
) {
  console.log(`
  Portal:        http://localhost:${portalPort}
  Sign in:       open the portal and log in on the local OpenID page with a persona id,
                 e.g. member-active, member-multi, member-english, member-retiring-combo;
                 advisors at http://localhost:${portalPort}/advisor (advisor-1), staff at /ssp/sign-in (staff-1);
                 or skip the login page: http://localhost:${portalPort}/stub-login?personId=member-active
  Stub back end: http://localhost:${stubPort}  (personas: /__stub/personas, recorder: /__stub/commands,
                 audit list: /__stub/audit)
`);
}
