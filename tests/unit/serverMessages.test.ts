import { describe, expect, it } from "vitest";
import {
  formatFormMessage,
  translateFieldErrors,
  translateFormMessage,
  translateServerMessage,
} from "@/server/serverMessages";

describe("server messages (i18next over public/locales)", () => {
  it("reads the locale's own text, then its fallbacks, then answers the key", () => {
    expect(translateFormMessage("es-co", "errors.rateLimited")).toBe(
      "Envió demasiados formularios seguidos. Espere unos minutos y vuelva a intentarlo.",
    );
    expect(translateFormMessage("es-co", "errors.required")).toBe(translateFormMessage("es-es", "errors.required"));
    expect(translateFormMessage("es-es", "errors.required")).not.toBe("errors.required");
    expect(translateFormMessage("es-es", "errors.noSuchKey")).toBe("errors.noSuchKey");
    expect(translateServerMessage("es-es", "common", "preview.errors.noSuchKey")).toBe("preview.errors.noSuchKey");
  });

  it("answers an unknown locale from the registry's first locale, and an object's key with the key", () => {
    expect(translateFormMessage("fr-fr", "errors.rateLimited")).toBe(
      translateFormMessage("es-es", "errors.rateLimited"),
    );
    expect(translateFormMessage("es-es", "errors")).toBe("errors");
  });

  it("translates field errors", () => {
    expect(translateFieldErrors("es-es", { email: "errors.email", other: "errors.noSuchKey" })).toEqual({
      email: translateFormMessage("es-es", "errors.email"),
      other: "errors.noSuchKey",
    });
  });

  it("fills placeholders as plain text, leaves a missing one, and never reads a value as a template", () => {
    expect(
      formatFormMessage("es-es", "emails.application.subject", {
        position: 'Técnica <I+D> & "calidad"',
        applicant: "{{position}} O'Neill",
      }),
    ).toBe('Candidatura: Técnica <I+D> & "calidad" — {{position}} O\'Neill');
    expect(formatFormMessage("es-es", "emails.application.subject", { position: "Técnica" })).toBe(
      "Candidatura: Técnica — {{applicant}}",
    );
    expect(
      formatFormMessage("es-es", "emails.application.subject", { constructor: "x" } as Record<string, string>),
    ).toBe("Candidatura: {{position}} — {{applicant}}");
  });
});
