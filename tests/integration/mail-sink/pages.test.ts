import { describe, expect, it } from "vitest";
import { mailjetClient, manageContact, message, send, sharedSinkForFile, templateVariables } from "./mailSinkHelpers";

const sink = sharedSinkForFile();

async function page(path: string) {
  const response = await fetch(`${sink.url}${path}`);
  return { response, text: await response.text() };
}

describe("the messages page", () => {
  it("lists messages newest first with their details, escaping everything", async () => {
    const client = mailjetClient(sink);
    await send(client, { Messages: [message({ Subject: "Primero" })] });
    await send(client, {
      Messages: [
        message({
          Subject: `<script>alert("x")</script> & "comillas"`,
          From: { Email: "web@laboratoriosbrezo.example", Name: "Web <Brezo>" },
          TextPart: undefined,
          TemplateID: 5889754,
          TemplateLanguage: true,
          Variables: templateVariables(5889754, { firstname: "<b>Ana</b>", message: { n: 1 } }),
          Attachments: [
            {
              ContentType: "application/pdf",
              Filename: `"><img src=x>.pdf`,
              Base64Content: Buffer.from("pdf").toString("base64"),
            },
          ],
        }),
      ],
    });
    await send(client, {
      Messages: [
        message({ Subject: "Aviso", TextPart: undefined, TemplateID: 5889682, Variables: templateVariables(5889682) }),
      ],
    });

    const { response, text } = await page("/");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(response.headers.get("content-security-policy")).toMatch(/default-src 'none'/);
    expect(text).toMatch(/^<!doctype html>\n<html lang="es">/);
    expect(text).not.toContain("<script>");
    expect(text).not.toContain("<img src=x>");
    expect(text).not.toContain("<b>Ana</b>");
    expect(text).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &quot;comillas&quot;");
    expect(text).toContain("Web &lt;Brezo&gt; &lt;web@laboratoriosbrezo.example&gt;");
    expect(text).toContain("&lt;b&gt;Ana&lt;/b&gt;");
    expect(text).toContain("{&quot;n&quot;:1}");
    expect(text).toContain('5889754 <span class="tag">Confirmación al cliente</span>');
    expect(text).toContain('5889682 <span class="tag">Aviso interno</span>');
    expect(text).toContain("3 mensajes");
    // Newest first.
    expect(text.indexOf("Aviso</a>")).toBeLessThan(text.indexOf("&lt;script&gt;"));
    expect(text.indexOf("&lt;script&gt;")).toBeLessThan(text.indexOf("Primero</a>"));
    const [, stored] = sink.messages();
    expect(text).toContain(`href="/messages/${stored.id}/attachments/0" download="&quot;&gt;&lt;img src=x&gt;.pdf"`);
  });

  it("shows the contacts of each list", async () => {
    await manageContact(mailjetClient(sink), 190022, {
      Email: "ana@example.org",
      Name: "Ana <A>",
      Action: "addforce",
      Properties: { country: "ES" },
    });
    await manageContact(mailjetClient(sink), 190022, { Email: "luis@example.org", Action: "unsub" });
    const { text } = await page("/");
    expect(text).toContain('Lista 190022 <span class="tag">Newsletter</span>');
    expect(text).toContain("Ana &lt;A&gt;");
    expect(text).toContain("country: ES");
    expect(text).toMatch(/Suscrito <span class="muted">\(addforce\)/);
    expect(text).toMatch(/Baja <span class="muted">\(unsub\)/);
  });

  it("says so when nothing has arrived", async () => {
    const { text } = await page("/");
    expect(text).toContain("Todavía no ha llegado ningún mensaje.");
    expect(text).toContain("Ninguna lista tiene contactos.");
  });
});

describe("the message page and downloads", () => {
  it("shows the text part, the HTML part in a sandboxed frame and everything received", async () => {
    await send(mailjetClient(sink), {
      Messages: [message({ TextPart: "Hola <Ana>", HTMLPart: '<p onclick="x()">Hola</p><script>alert(1)</script>' })],
    });
    const [stored] = sink.messages();
    const { response, text } = await page(`/messages/${stored.id}`);
    expect(response.status).toBe(200);
    expect(text).toContain("<pre>Hola &lt;Ana&gt;</pre>");
    expect(text).toContain(
      '<iframe title="Parte HTML del mensaje" sandbox srcdoc="&lt;p onclick=&quot;x()&quot;&gt;Hola&lt;/p&gt;&lt;script&gt;alert(1)&lt;/script&gt;">',
    );
    expect(text).not.toContain("<script>");
    expect(text).toContain(`&quot;id&quot;: &quot;${stored.id}&quot;`);
  });

  it("answers 404 for unknown messages and attachments", async () => {
    await send(mailjetClient(sink), { Messages: [message()] });
    const [stored] = sink.messages();
    expect((await page("/messages/1")).response.status).toBe(404);
    expect((await page(`/messages/${stored.id}/attachments/0`)).response.status).toBe(404);
    expect((await page("/nada")).response.status).toBe(404);
  });

  it("serves a declared Content-Type only when well formed, always as a download", async () => {
    await send(mailjetClient(sink), {
      Messages: [
        message({
          Attachments: [
            {
              ContentType: "text/html",
              Filename: "página.html",
              Base64Content: Buffer.from("<script>1</script>").toString("base64"),
            },
            { ContentType: "no es un tipo", Filename: "x", Base64Content: Buffer.from("x").toString("base64") },
          ],
          InlinedAttachments: [
            {
              ContentType: "image/png",
              Filename: "logo.png",
              ContentID: "logo",
              Base64Content: Buffer.from("png").toString("base64"),
            },
          ],
        }),
      ],
    });
    const [stored] = sink.messages();
    const html = await fetch(`${sink.url}/messages/${stored.id}/attachments/0`);
    expect(html.headers.get("content-type")).toBe("text/html");
    expect(html.headers.get("content-disposition")).toBe(
      `attachment; filename="p_gina.html"; filename*=UTF-8''p%C3%A1gina.html`,
    );
    expect(html.headers.get("content-security-policy")).toBe("sandbox; default-src 'none'");
    const odd = await fetch(`${sink.url}/messages/${stored.id}/attachments/1`);
    expect(odd.headers.get("content-type")).toBe("application/octet-stream");
    const inline = await fetch(stored.InlinedAttachments![0].url as string);
    expect(inline.status).toBe(200);
    expect(await inline.text()).toBe("png");
    expect(stored.InlinedAttachments![0]).toMatchObject({ ContentID: "logo", size: 3 });
  });
});
