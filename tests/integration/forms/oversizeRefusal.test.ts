/**
 * A body refused while it is still arriving: the sender, which goes on writing as a browser posting
 * a form does (no `Expect: 100-continue`), must read the refusal, every time (issue 34). The site
 * answers, then lingers: it keeps reading and discarding before it closes (closeAfterLingering).
 */
import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { handleContact } from "@/forms/contact/contactHandler";
import { handleNewsletter } from "@/forms/newsletter/newsletterHandler";
import { BROWSER_ACCEPT, CONTACT_REQUEST, SITE, serveHandler, startSink, type Sink } from "./formsHarness";

const MB = 1_048_576;
const BOUNDARY = "----oversizeRefusalBoundary";

/** A contact request with files of these sizes, as multipart bytes. */
function contactBody(fileSizes: number[]): Buffer {
  const parts = Object.entries(CONTACT_REQUEST).map(
    ([name, value]) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const files = fileSizes.map((size, i) =>
    Buffer.concat([
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="attachments"; filename="f${i}.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n`,
      ),
      Buffer.alloc(size, 0x20),
      Buffer.from("\r\n"),
    ]),
  );
  return Buffer.concat([Buffer.from(parts.join("")), ...files, Buffer.from(`--${BOUNDARY}--\r\n`)]);
}

type Outcome = { status: number; body: string; location?: string; writeError?: string; closed: boolean };

/**
 * Posts `body` as a plain client does: handed to the socket whole, then the answer is read,
 * whatever the server answers meanwhile; `endless` writes 64 kB pieces until the connection closes.
 */
function post(
  url: string,
  path: string,
  body: Buffer,
  headers: Record<string, string>,
  endless = false,
): Promise<Outcome> {
  return new Promise((resolve) => {
    const target = new URL(path, url);
    const req = http.request(target, {
      method: "POST",
      agent: false,
      headers: { Origin: SITE, ...headers, ...(endless ? {} : { "Content-Length": String(body.length) }) },
    });
    const outcome: Outcome = { status: 0, body: "", closed: false };
    const chunks: Buffer[] = [];
    let offset = 0;
    const writeMore = () => {
      while (!req.destroyed && (endless || offset < body.length)) {
        const piece = body.subarray(offset % body.length, (offset % body.length) + 64 * 1024);
        offset += piece.length;
        if (!req.write(piece)) return void req.once("drain", writeMore);
      }
      if (!endless && !req.destroyed) req.end();
    };
    req.on("response", (res) => {
      outcome.status = res.statusCode ?? 0;
      outcome.location = res.headers.location;
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("close", () => {
        outcome.body = Buffer.concat(chunks).toString("utf8");
      });
    });
    req.on("error", (error) => {
      outcome.writeError = (error as NodeJS.ErrnoException).code ?? error.message;
    });
    req.on("close", () => {
      outcome.closed = true;
      outcome.body ||= Buffer.concat(chunks).toString("utf8");
      resolve(outcome);
    });
    if (endless) writeMore();
    else req.end(body);
  });
}

let sink: Sink;
let contact: Awaited<ReturnType<typeof serveHandler>>;
let newsletter: Awaited<ReturnType<typeof serveHandler>>;

beforeAll(async () => {
  sink = await startSink();
  contact = await serveHandler(handleContact, sink);
  newsletter = await serveHandler(handleNewsletter, sink);
});
afterAll(async () => {
  await contact?.close();
  await newsletter?.close();
  await sink?.close();
});

const ROUNDS = 8;

describe("a refusal made while the body is still arriving reaches the sender", () => {
  it(`two 8 MB PDFs to the contact form: 413 and the Spanish size message, ${ROUNDS} times of ${ROUNDS}`, async () => {
    const body = contactBody([8 * MB, 8 * MB]);
    for (let round = 0; round < ROUNDS; round++) {
      const outcome = await post(contact.url, "/", body, {
        "Content-Type": `multipart/form-data; boundary=${BOUNDARY}`,
      });
      expect(outcome.status, `round ${round + 1}: ${outcome.writeError ?? "no answer"}`).toBe(413);
      expect(JSON.parse(outcome.body).message).toMatch(/demasiado|grande|MB/i);
    }
  });

  it("the same post without JavaScript: the 303 to the result page", async () => {
    const body = contactBody([8 * MB, 8 * MB]);
    for (let round = 0; round < ROUNDS; round++) {
      const outcome = await post(contact.url, "/", body, {
        "Content-Type": `multipart/form-data; boundary=${BOUNDARY}`,
        Accept: BROWSER_ACCEPT,
        Referer: `${SITE}/contacto`,
      });
      expect(outcome.status, `round ${round + 1}: ${outcome.writeError ?? "no answer"}`).toBe(303);
      expect(outcome.location).toContain("resultado");
    }
  });

  it("a 20 MB newsletter body whose length is announced: 413 before a byte is read, still read by the sender", async () => {
    const body = Buffer.from(JSON.stringify({ email: "ana@example.org", pad: "x".repeat(20 * MB) }));
    for (let round = 0; round < ROUNDS; round++) {
      const outcome = await post(newsletter.url, "/", body, { "Content-Type": "application/json" });
      expect(outcome.status, `round ${round + 1}: ${outcome.writeError ?? "no answer"}`).toBe(413);
    }
  });

  it("a sender that never stops is answered, then cut off", async () => {
    const outcome = await post(
      contact.url,
      "/",
      contactBody([MB]),
      { "Content-Type": `multipart/form-data; boundary=${BOUNDARY}` },
      true,
    );
    expect(outcome.status).toBe(413);
    expect(outcome.closed).toBe(true);
  });
});
