import fs from "node:fs";
import http from "node:http";
import https from "node:https";
import tls from "node:tls";
import Mailjet from "node-mailjet";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadFormsConfig } from "@/server/formsConfig";
import { mailjetClient as siteMailjetClient } from "@/server/forms/pipeline/dependencies";
import { createLocalCertificates } from "@services/mail/lib/tls/local-ca.mjs";
import { trustMailSink } from "@tests/support/trustMailSink";
import { mailjetClient, message, removeTemporaryDirs, send, startSink, type MailSink } from "./mailSinkHelpers";

let sink: MailSink;

beforeAll(async () => {
  sink = await startSink();
});
afterAll(async () => {
  await sink.close();
  await removeTemporaryDirs();
});

describe("node-mailjet, as it comes, against the sink's HTTPS side", () => {
  it("sends over HTTPS on the sink's one port; node-mailjet's static protocol stays https://", async () => {
    expect(sink.mailjetUrl).toBe(`https://localhost:${sink.port}`);
    await send(mailjetClient(sink), { Messages: [message()] });
    expect(sink.messages()).toHaveLength(1);
    expect(Mailjet.Request.protocol).toBe("https://");
    // The pages and the sink's API stay on plain HTTP, on the same port.
    expect((await fetch(`${sink.url}/api/messages`)).status).toBe(200);
  });

  it("is the site's own client: MAILJET_API_URL's host, the site's timeout", async () => {
    const config = loadFormsConfig({ SITE_MODE: "local", MAILJET_API_URL: sink.mailjetUrl });
    const client = siteMailjetClient(config);
    const dry = await client.post("send", { version: "v3.1" }).request({ Messages: [] }, {}, false);
    expect(dry.url).toBe(`${sink.mailjetUrl}/v3.1/send`);
    await send(client, { Messages: [message({ Subject: "del sitio" })] });
    expect(sink.messages().map((stored) => stored.Subject)).toContain("del sitio");
  });

  it("serves a certificate from the CA in <dataDir>/ca.pem, for localhost, 127.0.0.1 and ::1 alike", async () => {
    expect(fs.readFileSync(sink.caFile, "utf8")).toBe(sink.ca);
    for (const host of ["localhost", "127.0.0.1", "::1"]) {
      const status = await new Promise<number | undefined>((resolve, reject) =>
        https
          .get({ host, port: sink.port, path: "/api/health", ca: sink.ca, agent: false }, (res) => {
            res.resume();
            resolve(res.statusCode);
          })
          .on("error", reject),
      );
      expect(status, host).toBe(200);
    }
    // Without the CA the certificate is refused: the trust comes from the CA, nothing else.
    const refused = await new Promise<string>((resolve) => {
      const socket = tls.connect({ host: "localhost", port: sink.port, ca: [], rejectUnauthorized: true }, () =>
        resolve("accepted"),
      );
      socket.on("error", (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
    });
    expect(refused).toMatch(/CERT|SIGN|ISSUER|VERIFY/);
  });

  it("the site refuses a MAILJET_API_URL that is not https", () => {
    expect(() => loadFormsConfig({ SITE_MODE: "local", MAILJET_API_URL: "http://localhost:3200" })).toThrow(
      /MAILJET_API_URL/,
    );
    expect(loadFormsConfig({ SITE_MODE: "local" }).mailjet.apiUrl).toBe("https://localhost:3200");
  });

  it("sends what node-mailjet sends: Basic auth, JSON, its user agent", async () => {
    let seen: http.IncomingHttpHeaders = {};
    const { ca, key, cert } = createLocalCertificates();
    trustMailSink({ ca });
    const secure = https.createServer({ key, cert }, (req, res) => {
      seen = req.headers;
      req.resume();
      req.on("end", () => res.writeHead(200, { "content-type": "application/json" }).end('{"Messages":[]}'));
    });
    await new Promise<void>((resolve) => secure.listen(0, "127.0.0.1", resolve));
    try {
      const { port } = secure.address() as { port: number };
      await send(new Mailjet({ apiKey: "k", apiSecret: "s", config: { host: `localhost:${port}` } }), { Messages: [] });
      expect(seen.authorization).toBe(`Basic ${Buffer.from("k:s").toString("base64")}`);
      expect(seen["content-type"]).toBe("application/json");
      expect(seen["user-agent"]).toMatch(/^mailjet-api-v3-nodejs\/6\./);
    } finally {
      await new Promise((resolve) => secure.close(resolve));
    }
  });
});
