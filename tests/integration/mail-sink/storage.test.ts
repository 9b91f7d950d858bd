import fs from "node:fs/promises";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import {
  apiMessages,
  bodyOf,
  mailjetClient,
  manageContact,
  message,
  pdfBytes,
  rejectionOf,
  removeTemporaryDirs,
  send,
  startSink,
  temporaryDir,
} from "./mailSinkHelpers";

afterEach(async () => {
  await removeTemporaryDirs();
});

describe("durable storage", () => {
  it("keeps messages, attachments and contacts across a restart on the same data directory", async () => {
    const dataDir = await temporaryDir();
    const pdf = pdfBytes();
    const first = await startSink({ dataDir });
    const sent = await send(mailjetClient(first), {
      Messages: [
        message({
          Subject: "Antes del reinicio",
          Attachments: [{ ContentType: "application/pdf", Filename: "cv.pdf", Base64Content: pdf.toString("base64") }],
        }),
      ],
    });
    await manageContact(mailjetClient(first), 190022, { Email: "ana@example.org", Name: "Ana", Action: "addforce" });
    const before = first.messages();
    const contactsBefore = first.contacts();
    await first.close();

    const second = await startSink({ dataDir });
    try {
      const after = second.messages();
      expect(after).toHaveLength(1);
      expect(after[0]).toEqual({
        ...before[0],
        Attachments: [{ ...before[0].Attachments![0], url: `${second.url}/messages/${before[0].id}/attachments/0` }],
      });
      expect(after[0].id).toBe(String(bodyOf(sent).Messages[0].To[0].MessageID));
      const download = Buffer.from(await (await fetch(after[0].Attachments![0].url as string)).arrayBuffer());
      expect(download.equals(pdf)).toBe(true);
      expect(second.contacts()).toEqual(contactsBefore);

      // New ids keep increasing; the same address keeps its ContactID.
      await send(mailjetClient(second), { Messages: [message({ Subject: "Después" })] });
      const ids = second.messages().map((m) => Number(m.id));
      expect(ids[1]).toBeGreaterThan(ids[0]);
      const again = await manageContact(mailjetClient(second), 190022, {
        Email: "ana@example.org",
        Action: "addnoforce",
      });
      expect(bodyOf(again).Data[0].ContactID).toBe(contactsBefore[0].ContactID);
    } finally {
      await second.close();
    }
  });

  it("lays messages out as folders with message.json and the decoded attachments", async () => {
    const dataDir = await temporaryDir();
    const sink = await startSink({ dataDir });
    try {
      await send(mailjetClient(sink), {
        Messages: [
          message({
            Attachments: [
              { ContentType: "text/plain", Filename: "a.txt", Base64Content: Buffer.from("hola").toString("base64") },
            ],
          }),
        ],
      });
      const [stored] = sink.messages();
      const folder = path.join(dataDir, "messages", stored.id);
      expect((await fs.readdir(folder)).sort()).toEqual(["attachments", "message.json"]);
      expect(await fs.readFile(path.join(folder, "attachments", "0"), "utf8")).toBe("hola");
      const onDisk = JSON.parse(await fs.readFile(path.join(folder, "message.json"), "utf8"));
      expect(onDisk).toMatchObject({
        id: stored.id,
        Attachments: [{ Filename: "a.txt", ContentType: "text/plain", size: 4 }],
      });
      expect(onDisk.Attachments[0]).not.toHaveProperty("Base64Content");
      expect(await fs.readdir(path.join(dataDir, "messages"))).toEqual([stored.id]);
    } finally {
      await sink.close();
    }
  });

  it("stores 20 concurrent sends once each, with distinct ids", async () => {
    const sink = await startSink();
    try {
      const client = mailjetClient(sink);
      const results = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          send(client, { Messages: [message({ Subject: `Mensaje ${i}`, CustomID: `c${i}` })] }),
        ),
      );
      const answered = results.map((result) => String(bodyOf(result).Messages[0].To[0].MessageID));
      expect(new Set(answered).size).toBe(20);
      const stored = await apiMessages(sink);
      expect(stored).toHaveLength(20);
      expect(new Set(stored.map((m) => m.id)).size).toBe(20);
      expect(stored.map((m) => m.CustomID).sort()).toEqual(Array.from({ length: 20 }, (_, i) => `c${i}`).sort());
      expect(stored.map((m) => m.id).sort()).toEqual([...answered].sort());
      expect(await fs.readdir(path.join(sink.dataDir, "messages"))).toHaveLength(20);

      // Concurrent contact changes are all kept too.
      await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          manageContact(client, 1, { Email: `p${i}@example.org`, Action: "addnoforce" }),
        ),
      );
      expect(new Set(sink.contacts().map((c) => c.ContactID)).size).toBe(20);
    } finally {
      await sink.close();
    }
  });

  it("removes unfinished writes and skips an unreadable message with a warning", async () => {
    const dataDir = await temporaryDir();
    const first = await startSink({ dataDir });
    await send(mailjetClient(first), { Messages: [message()] });
    const [kept] = first.messages();
    await first.close();
    await fs.mkdir(path.join(dataDir, "messages", ".tmp-123-abc"), { recursive: true });
    await fs.mkdir(path.join(dataDir, "messages", "1234"));
    await fs.writeFile(path.join(dataDir, "messages", "1234", "message.json"), "{ roto");

    const warnings: string[] = [];
    const second = await startSink({ dataDir, warn: (line) => warnings.push(line) });
    try {
      expect(second.messages().map((m) => m.id)).toEqual([kept.id]);
      expect(warnings).toEqual([expect.stringMatching(/^skipping .*messages\/1234\/message\.json: /)]);
      expect(await fs.readdir(path.join(dataDir, "messages"))).not.toContain(".tmp-123-abc");
    } finally {
      await second.close();
    }
  });

  it("refuses to start over an unreadable contacts.json, naming it in one line", async () => {
    const dataDir = await temporaryDir();
    await fs.writeFile(path.join(dataDir, "contacts.json"), "[]");
    const error = await rejectionOf(startSink({ dataDir }));
    expect(error.message).toMatch(
      /^mail sink: .*contacts\.json: not a contact book \(version 1\) \(fix or delete the file\)$/,
    );
  });

  it("clear() empties messages and contacts on disk", async () => {
    const sink = await startSink();
    try {
      await send(mailjetClient(sink), { Messages: [message(), message()] });
      await manageContact(mailjetClient(sink), 1, { Email: "ana@example.org", Action: "addnoforce" });
      await sink.clear();
      expect(sink.messages()).toEqual([]);
      expect(sink.contacts()).toEqual([]);
      expect(await fs.readdir(path.join(sink.dataDir, "messages"))).toEqual([]);
      expect(JSON.parse(await fs.readFile(path.join(sink.dataDir, "contacts.json"), "utf8"))).toMatchObject({
        contacts: {},
        lists: {},
      });
    } finally {
      await sink.close();
    }
  });
});
