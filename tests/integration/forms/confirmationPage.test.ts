import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startContentService } from "@services/content/server.mjs";
import { loadServerPage, renderServerPage } from "./serverPage";
import { LOCAL_SIGNING_SECRET } from "@/config/environment";
import { CONFIRMATION_TTL_MS } from "@/config/constants";
import { confirmationToken, readConfirmationLink } from "@/forms/newsletter/newsletterConfirmation";
import type { ConfirmationPageProps } from "@/forms/newsletter/confirmationPageProps";
import { formDependencies } from "@/server/forms/pipeline/dependencies";

/**
 * The newsletter's confirmation page (`/confirmar-suscripcion?codigo=<token>`, issue 32): its
 * getServerSideProps against the local content service, and the page rendered from those props.
 * Opening it never confirms; the used-links store decides "already confirmed".
 */
type Service = Awaited<ReturnType<typeof startContentService>>;
let service: Service;
let page: typeof import("@/pages/newsletter-confirmation");

beforeAll(async () => {
  service = await startContentService({ port: 0, contentDir: "content" });
  process.env.PRISMIC_API_ENDPOINT = service.apiEndpoint;
  process.env.SITE_COUNTRY = "es";
  page = await import("@/pages/newsletter-confirmation");
});
afterAll(() => service?.close());

/** Runs getServerSideProps for a request with this query; returns the props, status and headers. */
const load = (query: Record<string, string | string[] | undefined>, method = "GET") =>
  loadServerPage<ConfirmationPageProps>(page, { query, method }, "/newsletter-confirmation");

/** The page's HTML from its props. */
const render = (props: ConfirmationPageProps) => renderServerPage(page, props);

const token = (email: string, now = Date.now()) => confirmationToken(LOCAL_SIGNING_SECRET, email, "es-es", now);

describe("the newsletter's confirmation page", () => {
  it("shows a valid link's address and a button that posts it, and confirms nothing by being opened", async () => {
    const link = token("ana@example.org");
    const { props, status, headers } = await load({ codigo: link });
    expect(status).toBe(200);
    expect(headers["cache-control"]).toBe("private, no-store");
    expect(headers["x-robots-tag"]).toBe("noindex");
    expect(props).toMatchObject({ view: "confirm", email: "ana@example.org", token: link, failed: false });
    const html = render(props);
    expect(html).toContain("Confirma tu suscripción");
    expect(html).toContain('action="/api/newsletter-confirmation"');
    expect(html).toContain(`name="codigo" value="${link}"`);
    expect(html).toContain(">Confirmar suscripción</button>");
    const id = (readConfirmationLink(LOCAL_SIGNING_SECRET, link, "es-es") as { id: string }).id;
    expect(await formDependencies().newsletterLinks.used(id)).toBe(false);
  });

  it("says confirmed right after the button, and already confirmed when the link is opened again", async () => {
    const link = token("eva@example.org");
    const id = (readConfirmationLink(LOCAL_SIGNING_SECRET, link, "es-es") as { id: string }).id;
    await formDependencies().newsletterLinks.claim(id);
    const after = await load({ codigo: link, estado: "confirmada" });
    expect(after.props).toMatchObject({ view: "confirmed", token: null });
    expect(render(after.props)).toContain("Suscripción confirmada");
    const again = await load({ codigo: link });
    expect(again.status).toBe(200);
    const html = render(again.props);
    expect(html).toContain("Tu suscripción ya está confirmada");
    expect(html).not.toContain("<button");
  });

  it("offers the button again with the failure when the list did not take it", async () => {
    const { props } = await load({ codigo: token("luis@example.org"), estado: "error" });
    expect(props).toMatchObject({ view: "confirm", failed: true });
    expect(render(props)).toMatch(/role="alert"[^>]*>No hemos podido completar la suscripción/);
  });

  it("says in Spanish that an expired or invalid link does not work, with the sign-up form, never a 5xx", async () => {
    const expired = await load({ codigo: token("ana@example.org", Date.now() - CONFIRMATION_TTL_MS - 1) });
    expect(expired.status).toBe(410);
    expect(render(expired.props)).toContain("Este enlace ha caducado");
    expect(render(expired.props)).toContain('data-island="newsletter-form"');
    for (const query of [
      {},
      { codigo: "" },
      { codigo: "x" },
      { codigo: `${token("ana@example.org")}x` },
      { codigo: confirmationToken("another-secret-that-is-long-enough!!", "ana@example.org", "es-es") },
      { codigo: confirmationToken(LOCAL_SIGNING_SECRET, "ana@example.org", "es-co") },
      { codigo: ["x", token("ana@example.org")] },
      { codigo: "\u202e%00<script>" },
    ]) {
      const { props, status } = await load(query);
      expect(status, JSON.stringify(query)).toBe(400);
      expect(props).toMatchObject({ view: "invalid", email: null, token: null });
      const html = render(props);
      expect(html).toContain("Este enlace no es válido");
      expect(html).toContain("Suscríbete de nuevo");
    }
  });

  it("refuses writing methods", async () => {
    const { status } = await load({ codigo: token("ana@example.org") }, "POST");
    expect(status).toBe(405);
  });
});
