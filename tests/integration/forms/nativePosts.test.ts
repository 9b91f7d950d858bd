import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { handleContact } from "@/forms/contact/contactHandler";
import { handleJobApplication } from "@/forms/jobApplication/jobApplicationHandler";
import { handleNewsletter } from "@/forms/newsletter/newsletterHandler";
import type { AcceptedOutcome, FormOutcome, RefusedOutcome } from "@/server/forms/noJs/formOutcome";
import {
  APPLICANT,
  BROWSER_ACCEPT,
  CONTACT_REQUEST,
  EXE,
  PDF,
  SITE,
  nativeHeaders,
  postMultipart,
  serveHandler,
  startSink,
  type Sink,
} from "./formsHarness";

/**
 * Issue 14: the forms work with JavaScript off. A browser's own post of a form (Accept text/html)
 * is answered 303 to the result page with only a token in the Location; the outcome waits in the
 * handler's result store. Real HTTP against the real mail sink, like the JSON tests.
 */
let sink: Sink;
let contact: Awaited<ReturnType<typeof serveHandler>>;
let jobs: Awaited<ReturnType<typeof serveHandler>>;
let newsletter: Awaited<ReturnType<typeof serveHandler>>;
let coJobs: Awaited<ReturnType<typeof serveHandler>>;
let coContact: Awaited<ReturnType<typeof serveHandler>>;

const OFFERS: Record<string, { title: string; open: boolean }> = {
  "tecnico-de-control-de-calidad": { title: "Técnico/a de control de calidad", open: true },
  "tecnico-de-laboratorio-practicas": { title: "Técnico/a de laboratorio en prácticas", open: false },
};
const findOffer = async (uid: string) => OFFERS[uid] ?? null;

/** As a browser posts it: line breaks as CR LF. */
const contactRequest = { ...CONTACT_REQUEST, message: CONTACT_REQUEST.message.replace("\n", "\r\n") };
const applicant = APPLICANT;
/** What a browser's form data also carries: the empty honeypot and the ticked consent box. */
const browserExtras = { website: "", gdpr_consent: "on" };

type Stored = { To: { Email: string }[]; Subject?: string; TextPart?: string };
const messages = async (): Promise<Stored[]> => {
  const body = await (await fetch(`${sink.url}/api/messages`)).json();
  return Array.isArray(body) ? body : body.messages;
};
const contacts = async (): Promise<{ Email: string }[]> => {
  const body = await (await fetch(`${sink.url}/api/contacts`)).json();
  return Array.isArray(body) ? body : body.contacts;
};

const LOCATION = /^\/resultado-del-envio\?envio=([A-Za-z0-9_-]{32})$/;

/** The 303 of a native post: only a token in the Location, and the outcome it names. */
function outcomeOf(response: Response, api: { results: { get(token: unknown): FormOutcome | null } }): FormOutcome {
  expect(response.status).toBe(303);
  const location = response.headers.get("location") ?? "";
  expect(location).toMatch(LOCATION);
  expect(response.headers.get("cache-control")).toBe("no-store");
  const outcome = api.results.get(LOCATION.exec(location)![1]);
  expect(outcome).not.toBeNull();
  return outcome!;
}
const accepted = (outcome: FormOutcome) => {
  expect(outcome.ok).toBe(true);
  return outcome as AcceptedOutcome;
};
const refused = (outcome: FormOutcome) => {
  expect(outcome.ok).toBe(false);
  return outcome as RefusedOutcome;
};

/** A native urlencoded post of the newsletter form (what `<form method="post" action="/api/newsletter">` sends). */
const subscribeNatively = (
  fields: Record<string, string>,
  headers: Record<string, string> = nativeHeaders("/noticias"),
) =>
  fetch(newsletter.url, {
    method: "POST",
    redirect: "manual",
    headers: { Origin: SITE, "Content-Type": "application/x-www-form-urlencoded", ...headers },
    body: new URLSearchParams(fields).toString(),
  });

beforeAll(async () => {
  sink = await startSink();
  contact = await serveHandler(handleContact, sink);
  jobs = await serveHandler(handleJobApplication, sink, { findOffer });
  newsletter = await serveHandler(handleNewsletter, sink);
  coJobs = await serveHandler(handleJobApplication, sink, { findOffer, locale: "es-co" });
  coContact = await serveHandler(handleContact, sink, { locale: "es-co" });
});
afterAll(async () => {
  for (const server of [contact, jobs, newsletter, coJobs, coContact]) await server?.close();
  await sink?.close();
});
beforeEach(async () => {
  await fetch(`${sink.url}/api/messages`, { method: "DELETE" });
  await fetch(`${sink.url}/api/contacts`, { method: "DELETE" });
  sink.faults.clear();
});

describe("contact form posted by the browser itself", () => {
  it("delivers, then sends the browser to the result page with a token only; the outcome names the visitor and the page", async () => {
    const response = await postMultipart(
      contact.url,
      { ...contactRequest, ...browserExtras },
      [{ field: "attachments", name: "receta.pdf", content: PDF }],
      SITE,
      nativeHeaders("/contacto"),
    );
    const location = response.headers.get("location") ?? "";
    for (const personal of ["Ana", "ana.lopez", "example.org", "López"])
      expect(decodeURIComponent(location)).not.toContain(personal);
    const outcome = accepted(outcomeOf(response, contact));
    expect(outcome).toEqual({
      form: "contact",
      ok: true,
      returnPath: "/contacto",
      offerUid: null,
      details: { name: "Ana", email: "ana.lopez@example.org" },
    });
    const sent = await messages();
    expect(sent).toHaveLength(2);
    expect(sent.map((m) => m.To[0].Email)).toContain("ana.lopez@example.org");
  });

  it("keeps the text values (never files, consent or honeypot) and the translated field errors of a refusal, and sends nothing", async () => {
    const response = await postMultipart(
      contact.url,
      { ...contactRequest, ...browserExtras, given_name: "A", email: "ana@", requester_type: "" },
      [{ field: "attachments", name: "receta.pdf", content: PDF }],
      SITE,
      nativeHeaders("/contacto"),
    );
    const outcome = refused(outcomeOf(response, contact));
    expect(outcome.status).toBe(400);
    expect(outcome.returnPath).toBe("/contacto");
    expect(outcome.initial.values).toEqual({ ...contactRequest, given_name: "A", email: "ana@", requester_type: "" });
    expect(outcome.initial.errors).toMatchObject({
      given_name: "Debe tener al menos 2 caracteres.",
      email: expect.stringContaining("dirección de correo válida"),
      requester_type: "Elige una opción de la lista.",
    });
    expect(outcome.initial.message).toBe("Revisa los campos marcados.");
    expect(JSON.stringify(outcome)).not.toMatch(/gdpr|website|receta\.pdf/);
    expect(await messages()).toHaveLength(0);
  });

  it("answers a file refused by its content (415) and a provider failure (502) the same way, values kept", async () => {
    const exe = refused(
      outcomeOf(
        await postMultipart(
          contact.url,
          contactRequest,
          [{ field: "attachments", name: "receta.pdf", content: EXE }],
          SITE,
          nativeHeaders(),
        ),
        contact,
      ),
    );
    expect(exe.status).toBe(415);
    expect(exe.initial.errors.attachments).toBe("El contenido del archivo no corresponde a su extensión.");
    expect(exe.initial.values.given_name).toBe("Ana");

    sink.faults.set({ status: 500, count: 3 });
    const down = refused(
      outcomeOf(await postMultipart(contact.url, contactRequest, [], SITE, nativeHeaders()), contact),
    );
    expect(down.status).toBe(502);
    expect(down.initial.message).toContain("No hemos podido enviar tu mensaje");
    expect(down.initial.values.message).toBe(contactRequest.message);
  });

  it("keeps every guard: a cross-site native post is refused (403, nothing read or sent) and past the rate limit Retry-After is kept", async () => {
    const crossSite = refused(
      outcomeOf(await postMultipart(contact.url, contactRequest, [], "https://evil.example", nativeHeaders()), contact),
    );
    expect(crossSite.status).toBe(403);
    expect(crossSite.initial.values).toEqual({});

    const limited = await serveHandler(handleContact, sink, { rateLimit: 1 });
    try {
      expect((await postMultipart(limited.url, contactRequest, [], SITE, nativeHeaders())).status).toBe(303);
      const response = await postMultipart(limited.url, contactRequest, [], SITE, nativeHeaders());
      expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(refused(outcomeOf(response, limited)).status).toBe(429);
    } finally {
      await limited.close();
    }
    expect(await messages()).toHaveLength(2);
  });

  it("keeps the JSON answers for the site's script and other callers, and 405 stays JSON", async () => {
    const script = await postMultipart(contact.url, contactRequest, [], SITE, { Accept: "application/json" });
    expect(script.status).toBe(200);
    expect(await script.json()).toEqual({ ok: true, requester_type: "farmaceutico" });
    const both = await postMultipart(contact.url, { ...contactRequest, email: "ana@" }, [], SITE, {
      Accept: "application/json, text/html",
    });
    expect(both.status).toBe(400);
    expect((await both.json()).fields.email).toContain("dirección de correo válida");
    const get = await fetch(contact.url, { headers: { Accept: BROWSER_ACCEPT, Origin: SITE }, redirect: "manual" });
    expect(get.status).toBe(405);
    expect(get.headers.get("content-type")).toContain("application/json");
  });

  it("links back to the form's usual page when the Referer is missing or another site's, and past a result page to its form", async () => {
    const none = refused(
      outcomeOf(
        await postMultipart(contact.url, { ...contactRequest, email: "x" }, [], SITE, { Accept: BROWSER_ACCEPT }),
        contact,
      ),
    );
    expect(none.returnPath).toBe("/contacto");
    const foreign = refused(
      outcomeOf(
        await postMultipart(contact.url, { ...contactRequest, email: "x" }, [], SITE, {
          Accept: BROWSER_ACCEPT,
          Referer: "https://evil.example/contacto-falso",
        }),
        contact,
      ),
    );
    expect(foreign.returnPath).toBe("/contacto");
    const fromFaq = await postMultipart(
      contact.url,
      { ...contactRequest, email: "x" },
      [],
      SITE,
      nativeHeaders("/preguntas-frecuentes?x=1"),
    );
    expect(refused(outcomeOf(fromFaq, contact)).returnPath).toBe("/preguntas-frecuentes?x=1");
    // Sent again from the result page that showed the refusal: the link still goes to the FAQ page.
    const again = await postMultipart(contact.url, contactRequest, [], SITE, {
      Accept: BROWSER_ACCEPT,
      Referer: `${SITE}${fromFaq.headers.get("location")}`,
    });
    expect(accepted(outcomeOf(again, contact)).returnPath).toBe("/preguntas-frecuentes?x=1");
  });
});

describe("job applications posted by the browser itself", () => {
  const offerPage = "/trabaja-con-nosotros/tecnico-de-control-de-calidad/candidatura";

  it("delivers an application to an offer and names the applicant and the offer's page", async () => {
    const response = await postMultipart(
      jobs.url,
      { ...applicant, ...browserExtras, offer: "tecnico-de-control-de-calidad" },
      [{ field: "cv", name: "cv.pdf", content: PDF }],
      SITE,
      nativeHeaders(offerPage),
    );
    const outcome = accepted(outcomeOf(response, jobs));
    expect(outcome).toEqual({
      form: "application",
      ok: true,
      returnPath: offerPage,
      offerUid: "tecnico-de-control-de-calidad",
      details: { name: "Luis" },
    });
    expect(await messages()).toHaveLength(2);
  });

  it("refuses a closed offer (404) keeping the values and the offer, sending nothing; without Referer it links to the offer's form", async () => {
    const response = await postMultipart(
      jobs.url,
      { ...applicant, offer: "tecnico-de-laboratorio-practicas" },
      [{ field: "cv", name: "cv.pdf", content: PDF }],
      SITE,
      { Accept: BROWSER_ACCEPT },
    );
    const outcome = refused(outcomeOf(response, jobs));
    expect(outcome.status).toBe(404);
    expect(outcome.offerUid).toBe("tecnico-de-laboratorio-practicas");
    expect(outcome.returnPath).toBe("/trabaja-con-nosotros/tecnico-de-laboratorio-practicas/candidatura");
    expect(outcome.initial).toEqual({
      values: applicant,
      errors: {},
      message: "Esta oferta ya no admite candidaturas.",
    });
    expect(await messages()).toHaveLength(0);
  });

  it("puts a missing CV's error on its field; a spontaneous application links back to the spontaneous form", async () => {
    const outcome = refused(
      outcomeOf(await postMultipart(jobs.url, applicant, [], SITE, { Accept: BROWSER_ACCEPT }), jobs),
    );
    expect(outcome.initial.errors).toEqual({ cv: "Adjunta el archivo." });
    expect(outcome.offerUid).toBeNull();
    expect(outcome.returnPath).toBe("/trabaja-con-nosotros/formulario-solicitud");
  });
});

describe("the newsletter posted by the browser itself (urlencoded)", () => {
  it("mails the confirmation link, adds nothing to the list, and never puts the address in the Location", async () => {
    const response = await subscribeNatively({ email: "lector@example.org", website: "" });
    expect(response.headers.get("location")).not.toMatch(/lector|example|%40|@/);
    expect(accepted(outcomeOf(response, newsletter))).toEqual({
      form: "newsletter",
      ok: true,
      returnPath: "/noticias",
      offerUid: null,
      details: { email: "lector@example.org" },
    });
    expect((await messages()).filter((m) => m.To[0].Email === "lector@example.org")).toHaveLength(1);
    expect(await contacts()).toHaveLength(0);
  });

  it("takes urlencoded bodies from JSON callers too, with the same honeypot, schema and size limit", async () => {
    const post = (body: string) =>
      fetch(newsletter.url, {
        method: "POST",
        headers: { Origin: SITE, "Content-Type": "application/x-www-form-urlencoded" },
        body,
      });
    expect((await post("email=uno%40example.org&website=")).status).toBe(200);
    const bot = await post("email=dos%40example.org&website=http%3A%2F%2Fspam.example");
    expect(bot.status).toBe(200);
    expect(await bot.json()).toEqual({ ok: true });
    const invalid = await post("email=tres%40");
    expect(invalid.status).toBe(400);
    expect((await invalid.json()).fields.email).toContain("dirección de correo válida");
    // A repeated field counts once: its first value.
    expect((await post("email=no-es-correo&email=cuatro%40example.org")).status).toBe(400);
    expect((await post(`email=cinco%40example.org&pad=${"x".repeat(5000)}`)).status).toBe(413);
    expect((await messages()).map((m) => m.To[0].Email)).toEqual(["uno@example.org"]);
  });

  it("shows a refused address again with its error; a filled honeypot gets a person's success page, nothing sent", async () => {
    const outcome = refused(outcomeOf(await subscribeNatively({ email: "lector@", website: "" }), newsletter));
    expect(outcome.initial).toEqual({
      values: { email: "lector@" },
      errors: { email: expect.stringContaining("dirección de correo válida") },
      message: "Revisa los campos marcados.",
    });
    const person = accepted(
      outcomeOf(await subscribeNatively({ email: "persona@example.org", website: "" }), newsletter),
    );
    const bot = accepted(outcomeOf(await subscribeNatively({ email: "bot@example.org", website: "x" }), newsletter));
    expect(bot).toEqual({ ...person, details: { email: "bot@example.org" } });
    expect((await messages()).map((m) => m.To[0].Email)).toEqual(["persona@example.org"]);
  });
});

describe("the es-co site addresses the visitor as usted", () => {
  it("sends the job-application confirmation in usted, with the offer named", async () => {
    const response = await postMultipart(
      coJobs.url,
      { ...applicant, offer: "tecnico-de-control-de-calidad" },
      [{ field: "cv", name: "cv.pdf", content: PDF }],
      SITE,
      { Accept: "application/json" },
    );
    expect(response.status).toBe(200);
    const sent = await messages();
    const confirmation = sent.find((m) => m.To[0].Email === applicant.email)!;
    expect(confirmation.Subject).toBe("Recibimos su postulación: Técnico/a de control de calidad");
    expect(confirmation.TextPart).toBe(
      "Hola, Luis:\n\nRecibimos su postulación (Técnico/a de control de calidad). El equipo de selección la revisará y se comunicará con usted si su perfil se ajusta.\n\nLaboratorios Brezo",
    );
    expect(`${confirmation.Subject} ${confirmation.TextPart}`).not.toMatch(/\b(tu|tus|te|contigo|has)\b/i);
    const careers = sent.find((m) => m.To[0].Email === coJobs.config.careersMailbox)!;
    expect(careers.Subject).toBe("Postulación: Técnico/a de control de calidad — Luis Pérez Sanz");
    expect(careers.TextPart).toContain("Cargo: Técnico/a de control de calidad");
  });

  it("the es-es confirmation keeps tú", async () => {
    await postMultipart(jobs.url, applicant, [{ field: "cv", name: "cv.pdf", content: PDF }]);
    const confirmation = (await messages()).find((m) => m.To[0].Email === applicant.email)!;
    expect(confirmation.Subject).toBe("Hemos recibido tu candidatura: Candidatura espontánea");
    expect(confirmation.TextPart).toContain("se pondrá en contacto contigo si tu perfil encaja");
  });

  it("keeps usted messages in a refused native post", async () => {
    const outcome = refused(
      outcomeOf(
        await postMultipart(coContact.url, { ...contactRequest, requester_type: "" }, [], SITE, nativeHeaders()),
        coContact,
      ),
    );
    expect(outcome.initial.message).toBe("Revise los campos marcados.");
    expect(outcome.initial.errors.requester_type).toBe("Elija una opción de la lista.");
  });
});
