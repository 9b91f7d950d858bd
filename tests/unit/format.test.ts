/** Long dates (src/lib/format.ts): Intl's wording, the same for both Spanish locales, whatever the time zone. */
import { describe, expect, it } from "vitest";
import { formatLongDate } from "@/lib/format";

describe("formatLongDate", () => {
  it("words a Prismic date as a Spanish reader writes it", () => {
    expect(formatLongDate("2026-03-15", "es-es")).toBe("15 de marzo de 2026");
    expect(formatLongDate("2026-01-01", "es-co")).toBe("1 de enero de 2026");
    expect(formatLongDate("2025-12-31T23:30:00+0000", "es-es")).toBe("31 de diciembre de 2025");
  });

  it("gives nothing for a missing or malformed date", () => {
    expect(formatLongDate(null, "es-es")).toBe("");
    expect(formatLongDate("15/03/2026", "es-es")).toBe("");
  });
});
