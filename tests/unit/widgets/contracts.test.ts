import { buildSync } from "esbuild";
import { describe, expect, it } from "vitest";
import { bundleOptions } from "@scripts/lib/browserBundle";
import { MenuContract } from "@/widgets/menu/menuContract";
import { VideoFacadeContract } from "@/widgets/videoFacade/videoFacadeContract";
import { FaqAccordionContract } from "@/widgets/faqAccordion/faqAccordionContract";
import { ConsentContract } from "@/widgets/consent/consentContract";
import { PreviewContract } from "@/preview/bar/previewContract";
import { SupportChatContract } from "@/widgets/supportChat/supportChatContract";

/** The site's production browser script, built in memory exactly as `npm run build:browser` builds it. */
function bundle(): string {
  return buildSync({ ...bundleOptions(false), write: false, logLevel: "silent" })
    .outputFiles.map((file) => file.text)
    .join("\n");
}

describe("the widgets' contracts in the browser script", () => {
  const code = bundle();

  it("are inlined as literal strings: no contract object is shipped", () => {
    const widgets = [
      MenuContract,
      VideoFacadeContract,
      FaqAccordionContract,
      ConsentContract,
      PreviewContract,
      SupportChatContract,
    ];
    for (const contract of widgets) {
      // A shipped enum is an object whose members are assigned one by one (`e.widget="menu-button"`).
      expect(code).not.toContain(`.widget="${contract.widget}"`);
      expect(code).toContain(`[data-enhance="${contract.widget}"]`);
    }
    expect(code).not.toMatch(/\bwidgetMark\b|\.attribute="data-enhance"/);
  });
});
