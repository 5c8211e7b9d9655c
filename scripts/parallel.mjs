// Runs npm scripts side by side and fails when any fails: `node scripts/parallel.mjs a b c`.
// `npm test` runs its checks and its two builds this way, which use the second core that one
// check alone leaves idle. Each script's output is printed whole when it ends, under its name, so
// the outputs do not interleave.
import { spawn } from 'node:child_process';

const names = process.argv.slice(2);
if (names.length === 0) {
  console.error('Usage: node scripts/parallel.mjs <npm script> [<npm script> …]');
  process.exit(2);
}

/** Runs one npm script; resolves with its exit code once its output is printed. */
function run(name) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn('npm', ['run', name], { stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      process.stdout.write(
        `\n── ${name}: ${code === 0 ? 'ok' : `failed (${code})`}, ${seconds} s\n`,
      );
      process.stdout.write(Buffer.concat(output));
      resolve(code ?? 1);
    });
  });
}

const codes = await Promise.all(names.map(run));
process.exit(codes.every((code) => code === 0) ? 0 : 1);
