// @vitest-environment jsdom
import { renderToString } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { afterEach, describe, expect, it, vi } from "vitest";
import ContactRequestForm from "@/forms/contact/ContactRequestForm";
import JobApplicationForm from "@/forms/jobApplication/JobApplicationForm";
import NewsletterForm from "@/forms/newsletter/NewsletterForm";
import { enhanceIslands } from "@/enhance/islands";
import { definedIslands } from "@/islands/defineIsland";
import { ISLANDS, type IslandName } from "@/islands/registry";
import { islandModules } from "@scripts/lib/islandModules";
import { commonI18n } from "@tests/unit/support/commonI18n";
import { CONTACT_REQUEST_EXAMPLE } from "@/forms/contact/contactExample";

/**
 * The island mechanism (docs/forms.md, "Islands") on the real components: the server's markup is
 * put in a document, the site's loader wakes the island on intent, React hydrates it with the
 * props the server wrote, and the form then behaves (react-hook-form with the shared schema).
 */

/** Renders a page fragment as the server does, into the document. */
function serve(element: React.ReactElement) {
  document.body.innerHTML = renderToString(<I18nextProvider i18n={commonI18n()}>{element}</I18nextProvider>);
}

const island = (name: IslandName) => document.querySelector<HTMLElement>(`[data-island="${name}"]`)!;
const byId = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;

async function wake(name: IslandName, target: HTMLElement) {
  enhanceIslands();
  target.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
  await vi.waitFor(() => expect(island(name).dataset.islandHydrated).toBe("true"), { timeout: 5_000 });
}

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = "";
});

describe("the island registry", () => {
  it("pairs every name with the component defineIsland renders on the server", async () => {
    expect(Object.keys(ISLANDS).sort()).toEqual([...definedIslands.keys()].sort());
    for (const [name, load] of Object.entries(ISLANDS))
      expect(definedIslands.get(name as IslandName)).toBe((await load()).default);
  });

  it("is read whole by the bundle builder, which lists each island's files", () => {
    expect(Object.keys(islandModules())).toEqual(Object.keys(ISLANDS));
  });
});

describe("hydration", () => {
  it("wakes the contact form on focus, without a mismatch, keeping what was typed before", async () => {
    serve(<ContactRequestForm gdprConsentLabel="Acepto la política de privacidad." />);
    const errors = vi.spyOn(console, "error");
    const name = byId<HTMLInputElement>("contacto-given_name");
    name.value = "Marta";
    expect(island("contact-form").dataset.islandHydrated).toBeUndefined();
    await wake("contact-form", name);
    expect(name.value).toBe("Marta");
    expect(errors).not.toHaveBeenCalled();
    // The form is now react-hook-form's: a submit checks every field with the shared schema and sends nothing.
    const send = vi.spyOn(XMLHttpRequest.prototype, "send");
    byId<HTMLFormElement>("contacto-given_name").form!.requestSubmit();
    await vi.waitFor(() => expect(document.body.textContent).toContain("Este campo es obligatorio."));
    expect(document.body.textContent).toContain("Debes aceptar la política de privacidad");
    expect(byId("contacto-email").getAttribute("aria-invalid")).toBe("true");
    expect(name.value).toBe("Marta");
    expect(send).not.toHaveBeenCalled();
  });

  it("checks the fields left before the island woke, once it is live, but not the one still being typed in", async () => {
    serve(<ContactRequestForm gdprConsentLabel="Acepto." />);
    const name = byId<HTMLInputElement>("contacto-given_name");
    const email = byId<HTMLInputElement>("contacto-email");
    const family = byId<HTMLInputElement>("contacto-family_name");
    name.value = "M";
    family.value = "I";
    family.focus();
    await wake("contact-form", family);
    // The name was filled and left: its message shows at once, and typing on fixes it as usual.
    await vi.waitFor(() => expect(name.getAttribute("aria-invalid")).toBe("true"));
    expect(document.getElementById("contacto-given_name-error")?.textContent).toContain(
      "Debe tener al menos 2 caracteres.",
    );
    // Still focused: no message yet; empty and untouched: none either.
    expect(family.getAttribute("aria-invalid")).not.toBe("true");
    expect(email.getAttribute("aria-invalid")).not.toBe("true");
  });

  it("downloads an island's files ahead once near the viewport, runs nothing until a pointer is on it", async () => {
    serve(<ContactRequestForm gdprConsentLabel="Acepto." />);
    const files = ["/_enhance/ContactForm-TEST.js", "/_enhance/hydrate-TEST.js"];
    document.head.innerHTML = `<script type="module" data-island-files='${JSON.stringify({ "contact-form": files })}'></script>`;
    // jsdom has no IntersectionObserver and knows no modulepreload: the form is in view, the browser preloads modules.
    vi.stubGlobal(
      "IntersectionObserver",
      class {
        constructor(private readonly report: (entries: { isIntersecting: boolean }[]) => void) {}
        observe() {
          this.report([{ isIntersecting: true }]);
        }
        disconnect() {}
      },
    );
    vi.spyOn(DOMTokenList.prototype, "supports").mockReturnValue(true);
    const load = vi.spyOn(ISLANDS, "contact-form");
    try {
      enhanceIslands();
      const preloads = () =>
        [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) =>
          link.getAttribute("href"),
        );
      await vi.waitFor(() => expect(preloads()).toEqual(files));
      // Past the idle moment: its code was neither imported nor run.
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(load).not.toHaveBeenCalled();
      expect(island("contact-form").dataset.islandHydrated).toBeUndefined();
      byId("contacto-message").dispatchEvent(new PointerEvent("pointerover", { bubbles: true }));
      await vi.waitFor(() => expect(island("contact-form").dataset.islandHydrated).toBe("true"), { timeout: 5_000 });
      expect(load).toHaveBeenCalledOnce();
    } finally {
      vi.unstubAllGlobals();
      document.head.innerHTML = "";
    }
  });

  it("holds a submit made before the island woke and makes it again once it is live", async () => {
    serve(<ContactRequestForm gdprConsentLabel="Acepto." />);
    enhanceIslands();
    const fill = (id: string, value: string) => (byId<HTMLInputElement>(`contacto-${id}`).value = value);
    const request = { ...CONTACT_REQUEST_EXAMPLE, given_name: "Marta", requester_type: "medico" };
    for (const [field, value] of Object.entries(request)) fill(field, value);
    byId<HTMLInputElement>("contacto-gdpr_consent").checked = true;
    const sent: unknown[] = [];
    vi.spyOn(XMLHttpRequest.prototype, "send").mockImplementation((body) => void sent.push(body));
    const form = document.querySelector("form")!;
    const seen: boolean[] = [];
    form.addEventListener("submit", (event) => queueMicrotask(() => seen.push(event.defaultPrevented)));
    form.requestSubmit();
    await vi.waitFor(() => expect(island("contact-form").dataset.islandHydrated).toBe("true"), { timeout: 5_000 });
    // The first submit was held (never native), the replayed one went out through the island.
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(seen).toEqual([true, true]);
    const body = sent[0] as FormData;
    expect(body.get("given_name")).toBe("Marta");
    expect(body.get("requester_type")).toBe("medico");
    expect(body.has("gdpr_consent")).toBe(false);
  });

  it("holds a try the browser's own checks refused before the island woke, and shows the island's messages", async () => {
    serve(<NewsletterForm id="boletin-pie" />);
    enhanceIslands();
    const email = byId<HTMLInputElement>("boletin-pie-email");
    email.value = "no-es-un-correo";
    const form = email.form!;
    // Before hydration the browser checks the email field itself: it refuses, nothing is submitted.
    expect(form.requestSubmit()).toBeUndefined();
    await vi.waitFor(() => expect(island("newsletter-form").dataset.islandHydrated).toBe("true"), { timeout: 5_000 });
    await vi.waitFor(() => expect(byId("boletin-pie-error").textContent).toContain("dirección de correo válida"));
  });

  it("renders a refused native submission's values and messages on the server, and keeps them once awake", async () => {
    const initial = {
      values: { email: "lector@" },
      errors: { email: "Escribe una dirección de correo válida." },
      message: "Revisa los campos marcados.",
    };
    serve(<NewsletterForm id="boletin-pie" tone="dark" initial={initial} />);
    const email = byId<HTMLInputElement>("boletin-pie-email");
    expect(email.value).toBe("lector@");
    expect(byId("boletin-pie-error").textContent).toBe("Escribe una dirección de correo válida.");
    const errors = vi.spyOn(console, "error");
    await wake("newsletter-form", email);
    expect(errors).not.toHaveBeenCalled();
    expect(email.value).toBe("lector@");
    expect(byId("boletin-pie-error").textContent).toBe("Escribe una dirección de correo válida.");
  });

  it("every form posts natively to its API route when no script runs", () => {
    serve(
      <>
        <ContactRequestForm gdprConsentLabel="Acepto." />
        <JobApplicationForm offerUid={null} />
        <NewsletterForm id="boletin" />
      </>,
    );
    const forms = [...document.querySelectorAll("form")].map((form) => [
      form.getAttribute("method"),
      form.getAttribute("action"),
      form.getAttribute("enctype"),
    ]);
    expect(forms).toEqual([
      ["post", "/api/contact", "multipart/form-data"],
      ["post", "/api/job-application", "multipart/form-data"],
      ["post", "/api/newsletter", null],
    ]);
    // Without JavaScript the browser itself insists on the consent box.
    for (const box of document.querySelectorAll<HTMLInputElement>('input[type="checkbox"]'))
      expect(box.required).toBe(true);
    expect(document.querySelector("form")!.noValidate).toBe(false);
  });
});
