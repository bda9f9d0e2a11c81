// `node scripts/run-together.mjs typecheck lint`: runs npm scripts at the same time and fails when any
// fails. Each is single-threaded (tsc, ESLint, knip), so on two cores two of them take the time of the
// longer one instead of the sum. Each script's output is printed in one piece when it ends,
// never interleaved, under its name and exit code.
import { spawn } from 'node:child_process';

const names = process.argv.slice(2);
if (names.length === 0) {
  console.error('usage: node scripts/run-together.mjs <npm script> [<npm script> ...]');
  process.exit(2);
}

function run(name) {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', name], { stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('error', (error) => output.push(Buffer.from(`${error.message}\n`)));
    child.on('close', (code, signal) => {
      const status = code ?? `signal ${signal}`;
      process.stdout.write(`\n> npm run ${name} (exit ${status})\n${Buffer.concat(output).toString()}`);
      resolve(code === 0);
    });
  });
}

const passed = await Promise.all(names.map(run));
const failed = names.filter((_, index) => !passed[index]);
if (failed.length > 0) {
  console.error(`\nrun-together: ${failed.join(', ')} failed`);
  process.exit(1);
}
