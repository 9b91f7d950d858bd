import { describe, expect, it } from "vitest";
import { LOCAL_SIGNING_SECRET } from "@/config/environment";
import { readConfirmationLink } from "@/forms/newsletter/newsletterConfirmation";
import { badTokens } from "@tests/security/confirmationInputs";

describe("the hostile-input suite's bad confirmation tokens", () => {
  // Tokens are random: a bad one that happens to read as valid would fail that suite on some seeds only.
  it("are refused as the suite expects, whatever the draw", () => {
    for (let i = 0; i < 400; i += 1)
      for (const [label, token, status] of badTokens(`t${i}`))
        expect(readConfirmationLink(LOCAL_SIGNING_SECRET, token, "es-es").state, `${label} (t${i})`).toBe(
          status === 410 ? "expired" : "invalid",
        );
  });
});
