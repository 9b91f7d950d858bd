// @ts-check
import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { MESSAGE_PREFIX } from "../util/message-prefix.mjs";

/** Extensions of the CA and of the sink's certificate (localhost, 127.0.0.1, ::1). */
const OPENSSL_CONFIG = `[req]
distinguished_name = dn
[dn]
[ca]
basicConstraints = critical, CA:true, pathlen:0
keyUsage = critical, keyCertSign, cRLSign
subjectKeyIdentifier = hash
[sink]
basicConstraints = critical, CA:false
keyUsage = critical, digitalSignature
extendedKeyUsage = serverAuth
subjectAltName = DNS:localhost, IP:127.0.0.1, IP:::1
subjectKeyIdentifier = hash
authorityKeyIdentifier = keyid
`;

/** An EC P-256 key: generated in milliseconds. */
const NEW_KEY = ["-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes"];

/**
 * A certificate authority made for this start of the sink, and the sink's certificate signed by it,
 * with the `openssl` command (node:crypto cannot sign X.509). The CA's key is deleted once it has
 * signed: nothing else can ever be signed by it. Throws one line when openssl is missing or fails.
 * @returns {{ ca: string, key: string, cert: string }} the CA's certificate, the sink's key and certificate (PEM)
 */
export function createLocalCertificates() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "mail-sink-tls-"));
  /** @param {string[]} args */
  const openssl = (...args) => execFileSync("openssl", args, { cwd: dir, stdio: ["ignore", "ignore", "pipe"] });
  try {
    fs.writeFileSync(path.join(dir, "openssl.cnf"), OPENSSL_CONFIG);
    const common = ["-config", "openssl.cnf", ...NEW_KEY];
    openssl(
      "req",
      "-x509",
      ...common,
      "-extensions",
      "ca",
      "-subj",
      "/CN=Local mail sink CA",
      "-keyout",
      "ca.key",
      "-out",
      "ca.pem",
      "-days",
      "30",
    );
    openssl("req", "-new", ...common, "-subj", "/CN=localhost", "-keyout", "key.pem", "-out", "sink.csr");
    openssl(
      ...["x509", "-req", "-in", "sink.csr", "-CA", "ca.pem", "-CAkey", "ca.key", "-days", "30"],
      ...["-set_serial", `0x${randomBytes(8).toString("hex")}`, "-extfile", "openssl.cnf", "-extensions", "sink"],
      ...["-out", "cert.pem"],
    );
    const read = (/** @type {string} */ name) => fs.readFileSync(path.join(dir, name), "utf8");
    return { ca: read("ca.pem"), key: read("key.pem"), cert: read("cert.pem") };
  } catch (error) {
    const detail = /** @type {{ stderr?: Buffer, message: string }} */ (error);
    const reason = detail.stderr?.toString().trim().split("\n")[0] || detail.message;
    throw new Error(`${MESSAGE_PREFIX}cannot make the HTTPS certificate with openssl: ${reason}`);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
