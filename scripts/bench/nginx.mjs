// @ts-check
/**
 * nginx (Debian package) serving one HTML file on a loopback port, as the current user: a generated
 * configuration in a temporary directory, no root paths, no daemon, logs off. Installed with
 * apt-get when missing (the machine's user may install packages; elsewhere install it first).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { spawnSync } from "node:child_process";
import { startProcess, waitForUrl } from "../lib/processes.mjs";

const NGINX = "/usr/sbin/nginx";

/** Installs Debian's nginx when it is missing; throws with one line when that fails. */
export function ensureNginx() {
  if (fs.existsSync(NGINX)) return;
  console.log("Installing nginx (Debian package)…");
  const sudo = process.getuid?.() === 0 ? [] : ["sudo"];
  for (const args of [
    ["apt-get", "update", "-qq"],
    ["apt-get", "install", "-y", "-qq", "nginx-light"],
  ]) {
    const [command, ...rest] = [...sudo, ...args];
    const result = spawnSync(command, rest, {
      stdio: "inherit",
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    });
    if (result.status !== 0)
      throw new Error(
        `could not install nginx (\`${[command, ...rest].join(" ")}\` failed): install Debian's nginx and run the bench again`,
      );
  }
  if (!fs.existsSync(NGINX)) throw new Error(`nginx was installed but ${NGINX} is missing`);
}

/**
 * Serves `html` at http://127.0.0.1:<port>/ (and any path) until the returned process is stopped.
 * @param {{ html: string, port: number, workDir: string }} options
 */
export async function serveHtmlWithNginx({ html, port, workDir }) {
  const root = path.join(workDir, "nginx");
  fs.mkdirSync(path.join(root, "html"), { recursive: true });
  fs.writeFileSync(path.join(root, "html/index.html"), html);
  // One worker per core, like a default Debian nginx; no access log (it would be the bottleneck).
  // Started by root, nginx would run its workers as "nobody", who cannot read a private temp dir.
  const user = process.getuid?.() === 0 ? `user ${os.userInfo().username};` : "";
  const config = `
${user}
worker_processes auto;
daemon off;
pid ${root}/nginx.pid;
error_log ${root}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${root}/client_body;
  proxy_temp_path ${root}/proxy;
  fastcgi_temp_path ${root}/fastcgi;
  uwsgi_temp_path ${root}/uwsgi;
  scgi_temp_path ${root}/scgi;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 100000;
  default_type text/html;
  server {
    listen 127.0.0.1:${port};
    root ${root}/html;
    location / { try_files /index.html =404; }
  }
}
`;
  const configFile = path.join(root, "nginx.conf");
  fs.writeFileSync(configFile, config);
  const child = startProcess("nginx", NGINX, ["-c", configFile, "-p", root, "-e", path.join(root, "error.log")], {
    quiet: false,
  });
  await waitForUrl(`http://127.0.0.1:${port}/`, { process: child, timeoutMs: 15_000 });
  return child;
}
