import path from "node:path";
import { buildSync } from "esbuild";
import { describe, expect, it } from "vitest";
import { MenuContract } from "@/widgets/menu/contract";
import { VideoFacadeContract } from "@/widgets/videoFacade/contract";
import { FaqAccordionContract } from "@/widgets/faqAccordion/contract";
import { ConsentContract } from "@/widgets/consent/contract";
import { PreviewContract } from "@/widgets/preview/contract";
import { SupportChatContract } from "@/widgets/supportChat/contract";

const ROOT = path.resolve(import.meta.dirname, "../../..");

/** The site's browser script as src/config/enhanceBundle.js builds it (minified, split), in memory. */
function bundle(): string {
  const result = buildSync({
    absWorkingDir: ROOT,
    entryPoints: { enhance: "src/enhance/index.ts" },
    outdir: path.join(ROOT, "public/_enhance"),
    write: false,
    bundle: true,
    splitting: true,
    format: "esm",
    target: ["es2020"],
    platform: "browser",
    jsx: "automatic",
    minify: true,
    logLevel: "silent",
  });
  return result.outputFiles.map((file) => file.text).join("\n");
}

describe("the widgets' contracts in the browser script", () => {
  const code = bundle();

  it("are inlined as literal strings: no contract object is shipped", () => {
    const widgets = [MenuContract, VideoFacadeContract, FaqAccordionContract, ConsentContract, PreviewContract, SupportChatContract];
    for (const contract of widgets) {
      // A shipped enum is an object whose members are assigned one by one (`e.widget="menu-button"`).
      expect(code).not.toContain(`.widget="${contract.widget}"`);
      expect(code).toContain(`[data-enhance="${contract.widget}"]`);
    }
    expect(code).not.toMatch(/\bwidgetMark\b|\.attribute="data-enhance"/);
  });
});
