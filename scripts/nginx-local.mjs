#!/usr/bin/env node
/**
 * `npm run start:nginx`: serves the build with the shipped nginx config (deploy/nginx/nginx.conf
 * and site.conf) locally, the way production serves it: HTTPS with a self-signed
 * certificate made here, HTTP redirecting to it, the generated headers and the precompressed
 * files. The deployment tests and `npm run bench:serve` run it; it is also the quickest way to
 * try a change to the config.
 *
 *   node scripts/nginx-local.mjs [--host 127.0.0.1] [--http-port 80] [--https-port 443]
 *                                [--dir build] [--state .cache/nginx] [--no-build]
 *
 * As in production, only the site's names are answered: here `localhost` and the site's own host
 * name. A client that asks for an address (https://127.0.0.1/) sends no name in its TLS handshake
 * and is refused: use https://localhost/. Ports below 1024 need root (or CAP_NET_BIND_SERVICE).
 * The certificate is written to `<state>/tls/fullchain.pem`; clients that should trust it can use
 * it as their CA (NODE_EXTRA_CA_CERTS=... for Node).
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
writeFileSync(path.join(state, "nginx.conf"), localMainConfig())

const args = ["-p", state, "-c", path.join(state, "nginx.conf"), "-g", "daemon off;"]
const check = spawnSync(nginx, [...args, "-t", "-q"], { encoding: "utf8" })
if (check.status !== 0) fail(`The nginx config does not load:\n${check.stderr}`)

const server = spawn(nginx, args, { stdio: "inherit" })
console.log(
  `nginx is serving ${path.relative(root, buildDir) || "."} at https://localhost${portSuffix(options["https-port"], "443")}/ ` +
    `(http://localhost${portSuffix(options["http-port"], "80")}/ redirects there)`,
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

/**
 * The build's includes, with `localhost` added to the names the site answers (first, so that
 * port 80 redirects there), and brotli.conf when this nginx has the brotli module.
 */
function copyGeneratedIncludes(from, to) {
  if (!existsSync(from)) fail(`${path.relative(root, from)} is missing: the build writes it.`)
  for (const file of readdirSync(from)) copyFileSync(path.join(from, file), path.join(to, file))
  const serverNames = path.join(from, "server-names.conf")
  const siteNames = existsSync(serverNames)
    ? /^server_name ([^;]+);$/m.exec(readFileSync(serverNames, "utf8"))?.[1]
    : null
  if (!siteNames) fail(`${path.relative(root, serverNames)} is missing or names no host: rebuild (npm run build).`)
  writeFileSync(
    path.join(to, "server-names.conf"),
    `# This machine's name, then the site's (from ${path.relative(root, serverNames)}).\nserver_name localhost ${siteNames};\n`,
  )
  if (brotliModules().length > 0) writeFileSync(path.join(to, "brotli.conf"), "brotli_static on;\n")
}

/** deploy/nginx/site.conf with the local paths, addresses and ports in place of production's. */
function localSiteConfig() {
  const { host } = options
  const httpsPort = options["https-port"]
  return localCopy("deploy/nginx/site.conf", [
    ["/usr/share/nginx/html", path.join(buildDir, "client")],
    ["/etc/nginx/site/", `${path.join(state, "site")}/`],
    ["/etc/nginx/tls/", `${path.join(state, "tls")}/`],
    ["listen 80 default_server;", `listen ${host}:${options["http-port"]} default_server;`],
    ["listen [::]:80 default_server;", ""],
    ["listen 443 ssl http2 default_server;", `listen ${host}:${httpsPort} ssl http2 default_server;`],
    ["listen [::]:443 ssl http2 default_server;", ""],
    ["listen 80;", `listen ${host}:${options["http-port"]};`],
    ["listen [::]:80;", ""],
    ["listen 443 ssl http2;", `listen ${host}:${httpsPort} ssl http2;`],
    ["listen [::]:443 ssl http2;", ""],
    [
      "return 301 https://$server_name$request_uri;",
      `return 301 https://$server_name${portSuffix(httpsPort, "443")}$request_uri;`,
    ],
  ])
}

/** deploy/nginx/nginx.conf with the local paths, the brotli modules it has and no access log. */
function localMainConfig() {
  const temp = (name) => `${name}_temp_path ${path.join(state, "tmp", name)};`
  return localCopy("deploy/nginx/nginx.conf", [
    // Run as root, workers must still read the build wherever it was checked out.
    ["user www-data;", process.getuid?.() === 0 ? "user root;" : ""],
    ["pid /run/nginx.pid;", `pid ${path.join(state, "nginx.pid")};`],
    [
      "include /etc/nginx/modules-enabled/*.conf;",
      brotliModules()
        .map((module) => `load_module ${module};`)
        .join("\n"),
    ],
    ["access_log /dev/stdout;", "access_log off;"],
    [
      "include /etc/nginx/conf.d/*.conf;",
      [
        ...["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map(temp),
        `include ${path.join(state, "site.conf")};`,
      ].join("\n    "),
    ],
  ])
}

/** A shipped file with each `from` replaced by its `to`; one no longer there stops the script. */
function localCopy(file, replacements) {
  let config = readFileSync(path.join(root, file), "utf8")
  for (const [from, to] of replacements) {
    if (!config.includes(from)) fail(`${file} no longer contains "${from}": update scripts/nginx-local.mjs.`)
    config = config.replaceAll(from, to)
  }
  return config
}

/** ":8443", or nothing for the scheme's usual port. */
function portSuffix(port, usual) {
  return port === usual ? "" : `:${port}`
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
