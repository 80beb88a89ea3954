// `npm run dev`: the server (tsx watch) and the Vite dev server with reload, side by side.
import { spawn } from 'node:child_process';

const root = new URL('..', import.meta.url).pathname;
const env = { ...process.env, NODE_ENV: 'development', DATA_DIR: process.env.DATA_DIR ?? `${root}data` };
const children = [
  spawn('npm', ['run', 'dev', '-w', '@buchbar/server'], { stdio: 'inherit', env }),
  spawn('npm', ['run', 'dev', '-w', '@buchbar/web'], { stdio: 'inherit', env }),
];
const stop = () => {
  for (const c of children) c.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const c of children)
  c.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
