#!/usr/bin/env node
/**
 * `npm run start:nginx`: serves the build with the shipped nginx config (deploy/nginx/site.conf)
 * on this machine, the way production serves it: HTTPS with a self-signed certificate made here,
 * HTTP redirecting to it, the generated headers and the precompressed files. The deployment tests
 * and `npm run bench:serve` run it; it is also the quickest way to try a change to the config.
 *
 *   node scripts/nginx-local.mjs [--host 127.0.0.1] [--http-port 80] [--https-port 443]
 *                                [--dir build] [--state .cache/nginx] [--no-build]
 *
 * Ports below 1024 need root (or CAP_NET_BIND_SERVICE). The certificate is written to
 * `<state>/tls/fullchain.pem`; clients that should trust it can use it as their CA
 * (NODE_EXTRA_CA_CERTS=... for Node).
 */
import { spawn, spawnSync } from "node:child_process"
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs"
import path from "node:path"
import { parseArgs } from "node:util"
import { ensureBuild } from "./lib/ensure-build.mjs"

const root = path.resolve(import.meta.dirname, "..")
const { values: options } = parseArgs({
  options: {
    host: { type: "string", default: "127.0.0.1" },
    "http-port": { type: "string", default: "80" },
    "https-port": { type: "string", default: "443" },
    dir: { type: "string", default: "build" },
    state: { type: "string", default: ".cache/nginx" },
    "no-build": { type: "boolean", default: false },
  },
})

const nginx = ["/usr/sbin/nginx", "/usr/bin/nginx"].find((candidate) => existsSync(candidate))
if (!nginx) fail("nginx is not installed: run `bash scripts/install-system-deps.sh` (Debian) or install it.")

const buildDir = path.resolve(root, options.dir)
ensureBuild(root, buildDir, { rebuild: !options["no-build"] })
const state = path.resolve(root, options.state)
for (const dir of ["tls", "site", "tmp"]) mkdirSync(path.join(state, dir), { recursive: true })

writeCertificate(path.join(state, "tls"))
copyGeneratedIncludes(path.join(buildDir, "nginx"), path.join(state, "site"))
writeFileSync(path.join(state, "site.conf"), localSiteConfig())
writeFileSync(path.join(state, "nginx.conf"), mainConfig())

const args = ["-p", state, "-c", path.join(state, "nginx.conf")]
const check = spawnSync(nginx, [...args, "-t", "-q"], { encoding: "utf8" })
if (check.status !== 0) fail(`The nginx config does not load:\n${check.stderr}`)

const server = spawn(nginx, args, { stdio: "inherit" })
console.log(
  `nginx is serving ${path.relative(root, buildDir) || "."} at https://${options.host}:${options["https-port"]}/ ` +
    `(http://${options.host}:${options["http-port"]}/ redirects there)`,
)
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill("SIGTERM"))
server.on("exit", (code) => process.exit(code ?? 0))

/** A self-signed certificate for the loopback address and localhost, made once per state folder. */
function writeCertificate(dir) {
  const certificate = path.join(dir, "fullchain.pem")
  if (existsSync(certificate)) return
  const result = spawnSync(
    "openssl",
    [
      ...["req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes", "-days", "365"],
      ...["-subj", "/CN=localhost", "-addext", `subjectAltName=IP:${options.host},IP:127.0.0.1,DNS:localhost`],
      ...["-keyout", path.join(dir, "privkey.pem"), "-out", certificate],
    ],
    { encoding: "utf8" },
  )
  if (result.status !== 0) fail(`openssl could not make a certificate:\n${result.stderr}`)
}

/** The build's header includes, and brotli.conf when this nginx has the brotli module. */
function copyGeneratedIncludes(from, to) {
  if (!existsSync(from)) fail(`${path.relative(root, from)} is missing: the build writes it.`)
  for (const file of readdirSync(from)) copyFileSync(path.join(from, file), path.join(to, file))
  if (brotliModules().length > 0) writeFileSync(path.join(to, "brotli.conf"), "brotli_static on;\n")
}

/** deploy/nginx/site.conf with this machine's paths, addresses and ports in place of production's. */
function localSiteConfig() {
  let config = readFileSync(path.join(root, "deploy/nginx/site.conf"), "utf8")
  const httpsPort = options["https-port"]
  const replacements = [
    ["/usr/share/nginx/html", path.join(buildDir, "client")],
    ["/etc/nginx/site/", `${path.join(state, "site")}/`],
    ["/etc/nginx/tls/", `${path.join(state, "tls")}/`],
    ["listen 80;", `listen ${options.host}:${options["http-port"]};`],
    ["listen [::]:80;", ""],
    ["listen 443 ssl http2;", `listen ${options.host}:${httpsPort} ssl http2;`],
    ["listen [::]:443 ssl http2;", ""],
    [
      "return 301 https://$host$request_uri;",
      `return 301 https://$host${httpsPort === "443" ? "" : `:${httpsPort}`}$request_uri;`,
    ],
  ]
  for (const [from, to] of replacements) {
    if (!config.includes(from))
      fail(`deploy/nginx/site.conf no longer contains "${from}": update scripts/nginx-local.mjs.`)
    config = config.replaceAll(from, to)
  }
  return config
}

function mainConfig() {
  const temp = (name) => `${name}_temp_path ${path.join(state, "tmp", name)};`
  return [
    // Run as root, workers must still read the build wherever it was checked out.
    process.getuid?.() === 0 ? "user root;" : "",
    "worker_processes 2;",
    "daemon off;",
    `pid ${path.join(state, "nginx.pid")};`,
    "error_log stderr warn;",
    ...brotliModules().map((module) => `load_module ${module};`),
    "events { worker_connections 1024; }",
    "http {",
    "  include /etc/nginx/mime.types;",
    "  default_type application/octet-stream;",
    "  sendfile on;",
    "  tcp_nopush on;",
    "  keepalive_timeout 65;",
    "  access_log off;",
    ...["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map((name) => `  ${temp(name)}`),
    `  include ${path.join(state, "site.conf")};`,
    "}",
    "",
  ].join("\n")
}

function brotliModules() {
  const dir = "/usr/lib/nginx/modules"
  const modules = ["ngx_http_brotli_filter_module.so", "ngx_http_brotli_static_module.so"].map((file) =>
    path.join(dir, file),
  )
  return modules.every((module) => existsSync(module)) ? modules : []
}

function fail(message) {
  console.error(message)
  process.exit(1)
}
