import { spawn } from "node:child_process";
import fs from "node:fs/promises";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { BASIC_AUTH, message, removeTemporaryDirs, temporaryDir } from "./mailSinkHelpers";
import { freePort, withPortTaken } from "@tests/support/ports";

const SERVER = path.resolve(__dirname, "../../../services/mail/server.mjs");

/**
 * Runs the CLI until it prints its ready line or exits; once ready, runs `onReady` against it and
 * then sends SIGTERM. Rejects with onReady's failure, after the process has stopped.
 */
async function runCli(env: Record<string, string>, { onReady }: { onReady?: () => Promise<void> } = {}) {
  let failure: unknown = null;
  const result = await new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn(process.execPath, [SERVER], {
      env: { ...process.env, ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    let ready = false;
    child.stdout.on("data", (chunk) => {
      stdout += chunk;
      if (!ready && stdout.includes("stored)\n")) {
        ready = true;
        (onReady ? onReady() : Promise.resolve())
          .catch((error: unknown) => {
            failure = error;
          })
          .finally(() => child.kill("SIGTERM"));
      }
    });
    child.stderr.on("data", (chunk) => (stderr += chunk));
    child.on("exit", (code) => resolve({ code, stdout, stderr }));
  });
  if (failure) throw failure;
  return result;
}

afterEach(async () => {
  await removeTemporaryDirs();
});

describe("CLI", () => {
  it("creates its data directory, prints the ready line, serves, and stops cleanly on SIGTERM", async () => {
    const dataDir = path.join(await temporaryDir(), "nested", "mail-sink");
    const port = await freePort();
    const env = {
      MAIL_SINK_PORT: String(port),
      MAIL_SINK_DATA_DIR: dataDir,
      MAILJET_API_KEY: "",
      MAILJET_API_SECRET: "",
    };
    const first = await runCli(env, {
      onReady: async () => {
        const response = await fetch(`http://localhost:${port}/v3.1/send`, {
          method: "POST",
          headers: { authorization: BASIC_AUTH, "content-type": "application/json" },
          body: JSON.stringify({ Messages: [message()] }),
        });
        expect(response.status).toBe(200);
      },
    });
    expect(first.stderr).toBe("");
    expect(first.stdout).toBe(
      `mail sink: http://localhost:${port} (0 messages, 0 contacts stored)\nmail sink: stopped (SIGTERM)\n`,
    );
    expect(first.code).toBe(0);
    expect(await fs.readdir(path.join(dataDir, "messages"))).toHaveLength(1);

    const second = await runCli(env);
    expect(second.stdout).toMatch(
      new RegExp(`^mail sink: http://localhost:${port} \\(1 messages, 0 contacts stored\\)\\n`),
    );
  });

  it("exits 1 with one line when the port is in use", async () => {
    await withPortTaken(async (port) => {
      const { code, stdout, stderr } = await runCli({
        MAIL_SINK_PORT: String(port),
        MAIL_SINK_DATA_DIR: await temporaryDir(),
      });
      expect(code).toBe(1);
      expect(stdout).toBe("");
      expect(stderr).toBe(`mail sink: port ${port} is already in use (set MAIL_SINK_PORT)\n`);
    });
  });

  it("names the variable when an environment value is invalid", async () => {
    const file = path.join(await temporaryDir(), "a-file");
    await fs.writeFile(file, "");
    const cases: Array<[Record<string, string>, RegExp]> = [
      [
        { MAIL_SINK_PORT: "tres mil" },
        /^mail sink: MAIL_SINK_PORT must be an integer from 0 to 65535 \(got "tres mil"\)$/,
      ],
      [{ MAIL_SINK_PORT: "70000" }, /^mail sink: MAIL_SINK_PORT must be an integer/],
      [{ MAIL_SINK_DATA_DIR: file }, /^mail sink: MAIL_SINK_DATA_DIR is not a directory/],
      [
        { MAILJET_API_KEY: "con:dos-puntos" },
        /^mail sink: MAILJET_API_KEY must be printable ASCII without spaces or ':'/,
      ],
      [{ MAILJET_API_SECRET: "con espacio" }, /^mail sink: MAILJET_API_SECRET must be printable ASCII without spaces/],
      [{ MAIL_SINK_FAULTS: "{roto" }, /^mail sink: MAIL_SINK_FAULTS is invalid: /],
      [
        { MAIL_SINK_FAULTS: '{"status":200}' },
        /^mail sink: MAIL_SINK_FAULTS is invalid: faults\.status must be one of/,
      ],
      [{ MAIL_SINK_CONTACT_PROPERTIES: "name, mal nombre" }, /^mail sink: MAIL_SINK_CONTACT_PROPERTIES must be/],
      [{ MAIL_SINK_SENDERS: "web@" }, /^mail sink: MAIL_SINK_SENDERS must be/],
    ];
    for (const [env, expected] of cases) {
      const { code, stdout, stderr } = await runCli({
        MAIL_SINK_PORT: "0",
        MAIL_SINK_DATA_DIR: await temporaryDir(),
        ...env,
      });
      expect(code, JSON.stringify(env)).toBe(1);
      expect(stdout).toBe("");
      expect(stderr.trim()).toMatch(expected);
      expect(stderr.trim().split("\n")).toHaveLength(1);
    }
  });

  it("applies MAILJET_API_KEY/SECRET, MAIL_SINK_FAULTS, MAIL_SINK_CONTACT_PROPERTIES and MAIL_SINK_SENDERS", async () => {
    const port = await freePort();
    const base = `http://localhost:${port}`;
    const auth = (key: string, secret: string) => ({
      authorization: `Basic ${Buffer.from(`${key}:${secret}`).toString("base64")}`,
      "content-type": "application/json",
    });
    const post = (pathname: string, body: unknown, headers = auth("clave", "secreto")) =>
      fetch(`${base}${pathname}`, { method: "POST", headers, body: JSON.stringify(body) });
    const { code } = await runCli(
      {
        MAIL_SINK_PORT: String(port),
        MAIL_SINK_DATA_DIR: await temporaryDir(),
        MAILJET_API_KEY: "clave",
        MAILJET_API_SECRET: "secreto",
        MAIL_SINK_FAULTS: JSON.stringify({ status: 502, count: 1, endpoints: ["send"] }),
        MAIL_SINK_CONTACT_PROPERTIES: "edad",
        MAIL_SINK_SENDERS: "@laboratoriosbrezo.example",
      },
      {
        onReady: async () => {
          expect((await post("/v3.1/send", { Messages: [message()] })).status).toBe(502);
          expect((await post("/v3.1/send", { Messages: [message()] }, auth("local-key", "local-secret"))).status).toBe(
            401,
          );
          expect((await post("/v3.1/send", { Messages: [message({ From: { Email: "x@example.com" } })] })).status).toBe(
            403,
          );
          expect((await post("/v3.1/send", { Messages: [message()] })).status).toBe(200);
          expect(
            (
              await post("/v3/REST/contactslist/1/managecontact", {
                Email: "a@example.org",
                Action: "addforce",
                Properties: { edad: 3 },
              })
            ).status,
          ).toBe(201);
        },
      },
    );
    expect(code).toBe(0);
  });
});
