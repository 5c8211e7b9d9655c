// `npm start`: the stub back end (with its OpenID provider) and the portal's dev server together.
// Prints where the portal is and how to sign in; Ctrl+C stops both.
import { spawn } from 'node:child_process';

const stubPort = process.env.STUB_PORT ?? '4010';
const children = [
  spawn('npx', ['tsx', 'stub/main.ts'], {
    stdio: 'inherit',
    env: { ...process.env, STUB_PORT: stubPort },
  }),
  spawn('npx', ['vite', '--clearScreen', 'false'], { stdio: 'inherit' }),
];

const stop = (code = 0) => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(code);
};
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
for (const child of children) child.on('exit', (code) => code && stop(code));

async function up(url) {
  for (let i = 0; i < 120; i += 1) {
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
  (await up('http://localhost:5173/'))
) {
  console.log(`
  Portal:        http://localhost:5173
  Sign in:       open the portal and log in on the local OpenID page with a persona id,
                 e.g. member-active, member-multi, member-english, member-retiring-combo;
                 advisors at http://localhost:5173/advisor (advisor-1), staff at /ssp/sign-in (staff-1);
                 or skip the login page: http://localhost:5173/stub-login?personId=member-active
  Stub back end: http://localhost:${stubPort}  (personas: /__stub/personas, recorder: /__stub/commands)
`);
}
