// Runs npm scripts side by side and waits for all: `node scripts/parallel.mjs typecheck lint`. Each
// one's output is printed whole when it ends (so two logs never interleave), and the run fails if any
// script fails, naming it. npm test runs the type check and the linter this way: each uses one core.
import { spawn } from 'node:child_process';

const names = process.argv.slice(2);
if (names.length === 0) {
  console.error('parallel: name the npm scripts to run, e.g. node scripts/parallel.mjs typecheck lint');
  process.exit(2);
}
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const results = await Promise.all(
  names.map(
    (name) =>
      new Promise((resolve) => {
        const started = Date.now();
        const child = spawn(npm, ['run', '--silent', name], { stdio: ['ignore', 'pipe', 'pipe'] });
        const output = [];
        child.stdout.on('data', (chunk) => output.push(chunk));
        child.stderr.on('data', (chunk) => output.push(chunk));
        child.on('error', (error) => resolve({ name, code: 1, output: Buffer.from(String(error)), seconds: 0 }));
        child.on('close', (code) => resolve({ name, code: code ?? 1, output: Buffer.concat(output), seconds: (Date.now() - started) / 1000 }));
      }),
  ),
);
for (const { name, code, output, seconds } of results) {
  console.log(`> npm run ${name}: ${code === 0 ? 'passed' : `failed (exit ${code})`} in ${seconds.toFixed(1)} s`);
  if (output.length > 0) process.stdout.write(output);
}
const failed = results.filter((result) => result.code !== 0).map((result) => result.name);
if (failed.length > 0) {
  console.error(`parallel: ${failed.join(', ')} failed`);
  process.exit(1);
}
