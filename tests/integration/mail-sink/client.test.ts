import http from "node:http";
import Mailjet from "node-mailjet";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLocalMailjetClient, isLocalHttpUrl } from "@/server/mail/localMailjetClient";
import { message, removeTemporaryDirs, send, startSink, type MailSink } from "./mailSinkHelpers";

let sink: MailSink;

beforeAll(async () => {
  sink = await startSink();
});
afterAll(async () => {
  await sink.close();
  await removeTemporaryDirs();
});

describe("createLocalMailjetClient", () => {
  it("reaches the plain-HTTP sink and leaves node-mailjet's static protocol as it was", async () => {
    const client = createLocalMailjetClient({ url: sink.url, apiKey: "local-key", apiSecret: "local-secret" });
    const pending = send(client, { Messages: [message()] });
    expect(Mailjet.Request.protocol).toBe("https://");
    await pending;
    expect(Mailjet.Request.protocol).toBe("https://");
    expect(sink.messages()).toHaveLength(1);

    // A production client built meanwhile keeps the untouched https:// path.
    const production = new Mailjet({ apiKey: "k", apiSecret: "s" });
    const dry = await production.post("send", { version: "v3.1" }).request({ Messages: [] }, {}, false);
    expect(dry.url).toBe("https://api.mailjet.com/v3.1/send");
    const local = await client
      .post("contactslist", { version: "v3" })
      .id(190022)
      .action("managecontact")
      .request({ Email: "a@example.org", Action: "addnoforce" }, {}, false);
    expect(local.url).toBe(`${sink.url}/v3/REST/contactslist/190022/managecontact`);
  });

  it("sends what node-mailjet sends: Basic auth, JSON, its user agent", async () => {
    let seen: http.IncomingHttpHeaders = {};
    const server = http.createServer((req, res) => {
      seen = req.headers;
      req.resume();
      req.on("end", () => res.writeHead(200, { "content-type": "application/json" }).end('{"Messages":[]}'));
    });
    await new Promise<void>((resolve) => server.listen(0, resolve));
    try {
      const { port } = server.address() as { port: number };
      await send(createLocalMailjetClient({ url: `http://127.0.0.1:${port}/`, apiKey: "k", apiSecret: "s" }), {
        Messages: [],
      });
      expect(seen.authorization).toBe(`Basic ${Buffer.from("k:s").toString("base64")}`);
      expect(seen["content-type"]).toBe("application/json");
      expect(seen["user-agent"]).toMatch(/^mailjet-api-v3-nodejs\/6\./);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it("keeps a path prefix and passes node-mailjet options through", async () => {
    const client = createLocalMailjetClient({
      url: "http://localhost:3999/mailjet/",
      apiKey: "k",
      apiSecret: "s",
      options: { timeout: 1234 },
    });
    const dry = await client.post("send", { version: "v3.1" }).request({ Messages: [] }, {}, false);
    expect(dry.url).toBe("http://localhost:3999/mailjet/v3.1/send");
    expect(client.getOptions()).toMatchObject({ timeout: 1234 });
  });

  it("switches nothing for https URLs and refuses plain HTTP to other machines", async () => {
    const tls = createLocalMailjetClient({ url: "https://mail-sink.example:8443", apiKey: "k", apiSecret: "s" });
    expect((await tls.post("send", { version: "v3.1" }).request({}, {}, false)).url).toBe(
      "https://mail-sink.example:8443/v3.1/send",
    );
    expect(() => createLocalMailjetClient({ url: "http://api.mailjet.com", apiKey: "k", apiSecret: "s" })).toThrow(
      /only used for this machine/,
    );
    expect(() => createLocalMailjetClient({ url: "localhost:3200", apiKey: "k", apiSecret: "s" })).toThrow();
    expect(() =>
      createLocalMailjetClient({ url: "http://user:pw@localhost:3200", apiKey: "k", apiSecret: "s" }),
    ).toThrow(/credentials/);
  });

  it("recognises local HTTP URLs", () => {
    for (const url of ["http://localhost:3200", "http://127.0.0.1:3200", "http://[::1]:3200", "http://mail.localhost"])
      expect(isLocalHttpUrl(url), url).toBe(true);
    for (const url of [
      "https://localhost:3200",
      "http://10.0.0.2:3200",
      "http://localhost.example.com",
      "http://api.mailjet.com",
      "nope",
    ]) {
      expect(isLocalHttpUrl(url), url).toBe(false);
    }
  });
});
