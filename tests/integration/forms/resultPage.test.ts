import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startContentService } from "@services/content/server.mjs";
import { loadServerPage, renderServerPage } from "./serverPage";
import type { FormOutcome } from "@/server/forms/noJs/formOutcome";
import { processResults } from "@/server/forms/noJs/resultStore";
import type { FormResultPageProps } from "@/forms/formResultPageProps";

/**
 * The result page of native submissions (`/resultado-del-envio?envio=<token>`): its
 * getServerSideProps against the local content service, and the page rendered from those props.
 */
type Service = Awaited<ReturnType<typeof startContentService>>;
let service: Service;
let page: typeof import("@/pages/form-result");

beforeAll(async () => {
  service = await startContentService({ port: 0, contentDir: "content" });
  process.env.PRISMIC_API_ENDPOINT = service.apiEndpoint;
  process.env.SITE_COUNTRY = "es";
  page = await import("@/pages/form-result");
});
afterAll(() => service?.close());

/** Runs getServerSideProps for a GET with this query and Referer; returns the props, status and headers. */
const load = (query: Record<string, string>, referer?: string) =>
  loadServerPage<FormResultPageProps>(page, { query, headers: referer ? { referer } : {} }, "/form-result");

/** The page's HTML from its props. */
const render = (props: FormResultPageProps) => renderServerPage(page, props);

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, " ");

describe("the result page", () => {
  it("shows a success with the visitor's name and address and a link back, never cached nor indexed", async () => {
    const outcome: FormOutcome = {
      form: "contact",
      ok: true,
      returnPath: "/contacto",
      offerUid: null,
      details: { name: "Ana", email: "ana@example.org" },
    };
    const { props, status, headers } = await load({ envio: await processResults().put(outcome) });
    expect(status).toBe(200);
    expect(headers["cache-control"]).toBe("private, no-store");
    expect(headers["x-robots-tag"]).toBe("noindex");
    expect(props.outcome).toEqual(outcome);
    const html = render(props);
    expect(text(html)).toContain("Hemos recibido tu consulta");
    expect(text(html)).toContain("Gracias, Ana. Te hemos enviado una copia a ana@example.org");
    expect(html).toContain('href="/contacto"');
  });

  it("shows a refusal: the failure title and the form again with the values and errors", async () => {
    const outcome: FormOutcome = {
      form: "newsletter",
      ok: false,
      status: 400,
      returnPath: "/noticias",
      offerUid: null,
      initial: {
        values: { email: "lector@" },
        errors: { email: "Escribe una dirección de correo válida, por ejemplo nombre@dominio.es." },
        message: "Revisa los campos marcados.",
      },
    };
    const { props, status } = await load({ envio: await processResults().put(outcome) });
    expect(status).toBe(200);
    expect(props.outcome).toEqual(outcome);
    const html = render(props);
    expect(text(html)).toContain("No se ha enviado");
    expect(html).toContain('value="lector@"');
    expect(text(html)).toContain("Escribe una dirección de correo válida");
    expect(html).toContain('href="/noticias"');
  });

  it("shows a refused contact request with the locale's consent label and no consent ticked", async () => {
    const outcome: FormOutcome = {
      form: "contact",
      ok: false,
      status: 502,
      returnPath: "/contacto",
      offerUid: null,
      initial: {
        values: { given_name: "Ana", message: "Hola" },
        errors: {},
        message: "No hemos podido enviar tu mensaje en este momento.",
      },
    };
    const html = render((await load({ envio: await processResults().put(outcome) })).props);
    expect(text(html)).toContain("consiento que Laboratorios Brezo trate mis datos para responder a mi consulta");
    expect(html).toContain('value="Ana"');
    expect(html).not.toMatch(/<input[^>]*type="checkbox"[^>]*checked/);
  });

  it("answers 200 with a clear Spanish page for an unknown, malformed or missing token, linking back to the page the visitor came from", async () => {
    for (const query of [{ envio: "A".repeat(32) }, { envio: "../../etc" }, {}] as Record<string, string>[]) {
      const { props, status, headers } = await load(query, "http://localhost:3000/contacto");
      expect(status).toBe(200);
      expect(headers["cache-control"]).toBe("private, no-store");
      expect(props.outcome).toBeNull();
      expect(props.backPath).toBe("/contacto");
      const html = render(props);
      expect(text(html)).toContain("Este resultado ya no está disponible");
      expect(html).toContain('href="/contacto"');
    }
    expect((await load({}, "https://evil.example/x")).props.backPath).toBeNull();
  });
});
