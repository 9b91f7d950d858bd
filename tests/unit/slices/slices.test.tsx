// @vitest-environment jsdom
import fs from "node:fs";
import path from "node:path";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, screen, within } from "@testing-library/react";
import type * as prismic from "@prismicio/client";
import type { Content } from "@prismicio/client";
import { components } from "@/slices";
import { videoSource } from "@/slices/VideoEmbed/videoSource";
import { base, image, renderSlices, videoSlice } from "@tests/unit/support/renderSlices";

const SLICES_DIR = path.resolve(import.meta.dirname, "../../../src/slices");

afterEach(cleanup);

const paragraph = (text: string): prismic.RichTextField => [{ type: "paragraph", text, spans: [] }];
const heading2 = (text: string): prismic.RichTextField => [{ type: "heading2", text, spans: [] }];

describe("slice library", () => {
  const folders = fs.readdirSync(SLICES_DIR).filter((name) => fs.existsSync(path.join(SLICES_DIR, name, "model.json")));
  const models = folders.map((folder) => ({
    folder,
    model: JSON.parse(fs.readFileSync(path.join(SLICES_DIR, folder, "model.json"), "utf8")),
  }));

  it("registers a component for every slice model", () => {
    expect(folders.length).toBeGreaterThan(0);
    expect(Object.keys(components).sort()).toEqual(models.map(({ model }) => model.id).sort());
  });

  it.each(models.map(({ folder, model }) => [folder, model] as const))(
    "%s has Slice Machine mocks, one per variation",
    (folder, model) => {
      const mocks = JSON.parse(fs.readFileSync(path.join(SLICES_DIR, folder, "mocks.json"), "utf8"));
      expect(mocks.map((mock: { variation: string }) => mock.variation)).toEqual(
        model.variations.map((variation: { id: string }) => variation.id),
      );
      for (const mock of mocks) {
        expect(mock.__TYPE__).toBe("SharedSliceContent");
        const variation = model.variations.find((candidate: { id: string }) => candidate.id === mock.variation);
        expect(Object.keys(mock.primary).sort()).toEqual(Object.keys(variation.primary).sort());
        // Offline: images come from the local content service, never from a CDN.
        expect(JSON.stringify(mock)).not.toMatch(/unsplash|images\.prismic\.io/);
      }
    },
  );
});

describe("Quote", () => {
  it("renders a pull quote with its author, role and a decorative portrait", () => {
    const slice: Content.QuoteSlice = {
      ...base,
      slice_type: "quote",
      variation: "default",
      primary: {
        quote: paragraph("La calidad no se improvisa."),
        author: "Dra. Elena Martín",
        role: "Directora técnica",
        portrait: image("http://localhost:3100/assets/pages/equipo.jpg", "Retrato"),
      },
    };
    const { container } = renderSlices([slice]);
    const quote = container.querySelector("blockquote")!;
    expect(quote.querySelector("p")!.textContent).toBe("La calidad no se improvisa.");
    expect(quote.querySelector("footer cite")!.textContent).toBe("Dra. Elena Martín");
    expect(quote.querySelector("footer")!.textContent).toContain("Directora técnica");
    expect(quote.querySelector("img")!.getAttribute("alt")).toBe("");
    expect(container.querySelector("[data-slice-type=quote]")!.getAttribute("data-slice-variation")).toBe("default");
  });

  it("renders the highlight box on its background (pink included) and keeps the title readable", () => {
    const slice: Content.QuoteSlice = {
      ...base,
      slice_type: "quote",
      variation: "highlight",
      primary: {
        title: "Importante",
        text: paragraph("Consulta a tu médico."),
        heading_color: "white",
        background_color: "pink-0",
      },
    };
    const { container } = renderSlices([slice]);
    const title = screen.getByRole("heading", { level: 2, name: "Importante" });
    expect(title.className).toContain("text-blue");
    expect(title.parentElement!.className).toContain("bg-pink-0");
    expect(container.textContent).toContain("Consulta a tu médico.");
  });

  it("renders nothing without text", () => {
    const slice: Content.QuoteSlice = {
      ...base,
      slice_type: "quote",
      variation: "default",
      primary: { quote: [], author: "Ana", role: null, portrait: {} },
    };
    const { container } = renderSlices([slice]);
    expect(container.innerHTML).toBe("");
  });
});

describe("VideoEmbed", () => {
  const video = videoSlice;

  it("links to videos of other providers (new tab) instead of embedding them", () => {
    const { container } = renderSlices([video("https://www.dailymotion.com/video/x7tgad0")]);
    expect(screen.queryByRole("button")).toBeNull();
    const link = within(container).getByRole("link");
    expect(link.getAttribute("href")).toBe("https://www.dailymotion.com/video/x7tgad0");
    expect(link.getAttribute("target")).toBe("_blank");
    expect(link.textContent).toContain("Ver el vídeo: Cómo elaboramos los gránulos");
  });

  it("uses the Colombian wording on es-co", () => {
    renderSlices([video("https://youtu.be/aqz-KE-bpKQ", null)], { lng: "es-co" });
    expect(screen.getByRole("button", { name: "Reproducir video" })).toBeTruthy();
  });

  it("renders nothing without a video", () => {
    const { container } = renderSlices([video(null)]);
    expect(container.innerHTML).toBe("");
  });

  it.each([
    [
      "https://www.youtube.com/watch?v=aqz-KE-bpKQ&t=10",
      "https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=1",
    ],
    ["https://youtu.be/aqz-KE-bpKQ", "https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=1"],
    ["https://www.youtube.com/shorts/aqz-KE-bpKQ", "https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=1"],
    ["https://www.youtube.com/embed/aqz-KE-bpKQ", "https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=1"],
    ["https://player.vimeo.com/video/76979871", "https://player.vimeo.com/video/76979871?autoplay=1"],
    ["https://vimeo.com/channels/staffpicks/76979871", "https://player.vimeo.com/video/76979871?autoplay=1"],
    ["https://vimeo.com/76979871/abc123def4", "https://player.vimeo.com/video/76979871?autoplay=1&h=abc123def4"],
  ])("derives the player of %s", (embedUrl, src) => {
    expect(videoSource(embedUrl)).toEqual({ kind: "iframe", provider: expect.any(String), src });
  });

  it.each([["https://www.youtube.com/watch?v=short"], ["https://vimeo.com/about"], ["https://example.com/video.mp4"]])(
    "offers %s as a link",
    (embedUrl) => {
      expect(videoSource(embedUrl)).toEqual({ kind: "link", href: embedUrl });
    },
  );

  it.each([[null], [""], ["javascript:alert(1)"], ["not a url"]])("ignores %s", (embedUrl) => {
    expect(videoSource(embedUrl)).toBeNull();
  });
});

describe("FaqList", () => {
  const faqLink = (id: string, data?: unknown) =>
    ({
      link_type: "Document",
      id,
      type: "faq",
      tags: [],
      lang: "es-es",
      uid: id,
      ...(data === undefined ? {} : { data }),
    }) as prismic.ContentRelationshipField<"faq">;
  const faqList = (
    questions: prismic.ContentRelationshipField<"faq">[],
    more?: { url: string; label: string | null },
  ): Content.FaqListSlice => ({
    ...base,
    slice_type: "faq_list",
    variation: "default",
    primary: {
      title: heading2("Preguntas frecuentes"),
      intro: paragraph("Lo que más nos preguntáis."),
      heading_color: "green",
      questions: questions.map((faq) => ({ faq })) as Content.FaqListSlice["primary"]["questions"],
      more_link: more ? { link_type: "Web", url: more.url } : { link_type: "Any" },
      more_label: more?.label ?? null,
    },
  });

  it("shows each linked FAQ that carries its data as a native disclosure", () => {
    const { container } = renderSlices([
      faqList([
        faqLink("a", { question: "¿Qué es la homeopatía?", answer: paragraph("Un método terapéutico.") }),
        faqLink("b"),
        faqLink("c", { question: "", answer: [] }),
        { link_type: "Any" },
        faqLink("d", { question: "¿Pueden tomarlos los niños?", answer: paragraph("Consulta a tu pediatra.") }),
      ]),
    ]);
    expect(screen.getByRole("heading", { level: 2, name: "Preguntas frecuentes" }).className).toContain("text-green");
    const details = container.querySelectorAll("details");
    expect(details).toHaveLength(2);
    expect(details[0]!.querySelector("summary")!.textContent).toBe("¿Qué es la homeopatía?");
    expect(details[0]!.textContent).toContain("Un método terapéutico.");
    expect(details[1]!.querySelector("summary")!.textContent).toBe("¿Pueden tomarlos los niños?");
  });

  it("links to more questions, with a default label", () => {
    renderSlices([faqList([], { url: "/preguntas-frecuentes", label: null })]);
    const link = screen.getByRole("link", { name: /Ver más preguntas/ });
    expect(link.getAttribute("href")).toBe("/preguntas-frecuentes");
  });

  it("renders nothing without questions or link", () => {
    const { container } = renderSlices([faqList([faqLink("b")])]);
    expect(container.innerHTML).toBe("");
  });
});

describe("form slices", () => {
  const newsletter: Content.NewsletterSignupSlice = {
    ...base,
    slice_type: "newsletter_signup",
    variation: "default",
    primary: {
      title: heading2("Recibe nuestros consejos"),
      text: paragraph("Un correo al mes."),
      button_label: "Suscribirme",
      privacy_note: paragraph("Puedes darte de baja cuando quieras."),
    },
  };
  const contact: Content.ContactFormSlice = {
    ...base,
    id: "s2",
    slice_type: "contact_form",
    variation: "default",
    primary: {
      title: heading2("Escríbenos"),
      intro: paragraph("Te respondemos en dos días."),
      gdpr_consent_label: paragraph("Acepto la política de privacidad."),
    },
  };

  it("leave their slots empty when the page passes no forms", () => {
    const { container } = renderSlices([newsletter, contact]);
    expect(container.querySelector("[data-form-slot=newsletter]")!.innerHTML).toBe("");
    expect(container.querySelector("[data-form-slot=contact]")!.innerHTML).toBe("");
    expect(container.querySelector("form, input, button")).toBeNull();
    expect(container.textContent).toContain("Puedes darte de baja cuando quieras.");
    expect(screen.getByRole("heading", { level: 2, name: "Escríbenos" })).toBeTruthy();
  });

  it("mount the page's forms in their slots through the SliceZone context", () => {
    const renderNewsletterForm = vi.fn((): ReactNode => <form aria-label="boletín" />);
    const renderContactForm = vi.fn((): ReactNode => <form aria-label="contacto" />);
    const { container } = renderSlices([newsletter, contact], { context: { renderNewsletterForm, renderContactForm } });
    expect(renderNewsletterForm).toHaveBeenCalledWith({ buttonLabel: "Suscribirme", sliceId: newsletter.id });
    expect(renderContactForm).toHaveBeenCalledWith({
      gdprConsentLabel: contact.primary.gdpr_consent_label,
      sliceId: contact.id,
    });
    expect(container.querySelector("[data-form-slot=newsletter] form")!.getAttribute("aria-label")).toBe("boletín");
    expect(container.querySelector("[data-form-slot=contact] form")!.getAttribute("aria-label")).toBe("contacto");
  });
});
