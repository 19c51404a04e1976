// A throw-away nginx in front of the API replicas: its own config and temp files in a temp dir.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sleep, stopProcess } from './processes';

const nginxBinary = () => {
  for (const bin of ['nginx', '/usr/sbin/nginx']) {
    if (spawnSync(bin, ['-v']).status === 0) return bin;
  }
  return undefined;
};

/**
 * Starts nginx on `port`, balancing round-robin over `upstreams` (ports on 127.0.0.1) and naming
 * the replica that answered in `X-Upstream`. It passes the client address on in X-Forwarded-For.
 */
export const startNginx = async (port: number, upstreams: number[]) => {
  const bin = nginxBinary();
  if (!bin) throw new Error('nginx is not installed (apt-get install nginx-light or nginx)');
  const dir = mkdtempSync(join(tmpdir(), 'ats-nginx-'));
  for (const d of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(join(dir, d));
  const conf = join(dir, 'nginx.conf');
  writeFileSync(
    conf,
    `daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  client_max_body_size 600m;
  upstream ats_api {
${upstreams.map((p) => `    server 127.0.0.1:${p};`).join('\n')}
    keepalive 32;
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://ats_api;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_next_upstream off;
      add_header X-Upstream $upstream_addr always;
    }
  }
}
`,
  );
  const child = spawn(bin, ['-e', join(dir, 'error.log'), '-p', dir, '-c', conf], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (d) => {
    out += d;
  });
  child.stderr!.on('data', (d) => {
    out += d;
  });
  const exited = new Promise<number | null>((r) => child.on('exit', (c) => r(c)));
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i++) {
    if (child.exitCode !== null) break;
    const up = await fetch(`${url}/api/health`)
      .then(() => true)
      .catch(() => false);
    if (up) break;
    await sleep(100);
  }
  if (child.exitCode !== null) {
    let log = '';
    try {
      log = readFileSync(join(dir, 'error.log'), 'utf8');
    } catch {}
    throw new Error(`nginx did not start: ${out}\n${log}`);
  }
  return {
    url,
    async stop() {
      await stopProcess(child, exited, 5000);
      rmSync(dir, { recursive: true, force: true });
    },
  };
};
