// @vitest-environment jsdom
import fs from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { loadSiteConfig } from "@/config/site";
import {
  RELAYED_ORIGIN,
  isPrismicOrigin,
  relaySliceMachineMessages,
  watchSimulatorConnection,
  type SimulatorConnection,
} from "@/sliceSimulator/simulatorChannel";
import { withFaqLinkData, type FaqLookup } from "@/sections/faq/faqLinks";
import { loadSliceMockExamples } from "@/sliceSimulator/sliceMocks";
import { linkedFaq } from "@/slices/FaqList/linkedFaq";
import { isPageNavigation } from "@/server/http/pageNavigation";
import type { IncomingMessage } from "node:http";

const connect = { requestID: "client-0", type: "connect", data: { activeSliceAPI: true } };

describe("SLICE_MACHINE_ORIGIN", () => {
  const origin = (value?: string) =>
    loadSiteConfig({ SITE_MODE: "local", ...(value === undefined ? {} : { SLICE_MACHINE_ORIGIN: value }) })
      .sliceMachineOrigin;

  it("defaults to where `npm run slicemachine` opens, takes another origin, or none", () => {
    expect(origin()).toBe("http://localhost:9999");
    expect(origin(" http://localhost:9998/ ")).toBe("http://localhost:9998");
    expect(origin("HTTP://LOCALHOST:9998")).toBe("http://localhost:9998");
    expect(origin("none")).toBeNull();
  });

  it.each([
    "localhost:9999",
    "http://localhost:9999/slice-machine",
    "ftp://localhost",
    "http://localhost:9999?x",
    "http://user@localhost:9999",
    "javascript:alert(1)",
  ])("refuses %j naming the variable", (value) => {
    expect(() => origin(value)).toThrow(
      /^Invalid SLICE_MACHINE_ORIGIN=.*: expected the origin Slice Machine opens at, e\.g\. http:\/\/localhost:9999, or "none"\.$/,
    );
  });
});

describe("the simulator's connection", () => {
  afterEach(() => {
    vi.useRealTimers();
    document.body.innerHTML = "";
  });

  it("knows the origins @prismicio/simulator answers in production", () => {
    expect(isPrismicOrigin("https://laboratorios-brezo.prismic.io")).toBe(true);
    expect(isPrismicOrigin(RELAYED_ORIGIN)).toBe(true);
    for (const origin of [
      "http://localhost:9999",
      "http://x.prismic.io",
      "https://prismic.io.evil.example",
      "https://evilprismic.io",
    ])
      expect(isPrismicOrigin(origin)).toBe(false);
  });

  /** A framed window (jsdom: an iframe's window, whose parent is the test's window). */
  const framedWindow = () => {
    const iframe = document.createElement("iframe");
    document.body.append(iframe);
    return iframe.contentWindow!;
  };

  it("passes on the configured Slice Machine's messages from the parent only, as from a Prismic origin", () => {
    const win = framedWindow();
    const seen: string[] = [];
    win.addEventListener("message", (event) => seen.push(event.origin));
    const stop = relaySliceMachineMessages("http://localhost:9999", win);
    win.dispatchEvent(
      new MessageEvent("message", { data: connect, origin: "http://localhost:9999", source: win.parent }),
    );
    win.dispatchEvent(
      new MessageEvent("message", { data: connect, origin: "http://localhost:9998", source: win.parent }),
    );
    win.dispatchEvent(new MessageEvent("message", { data: connect, origin: "http://localhost:9999", source: win }));
    expect(seen).toEqual(["http://localhost:9999", RELAYED_ORIGIN, "http://localhost:9998", "http://localhost:9999"]);
    stop();
    win.dispatchEvent(
      new MessageEvent("message", { data: connect, origin: "http://localhost:9999", source: win.parent }),
    );
    expect(seen).toHaveLength(5);
  });

  const watch = (win: Window, accepted: string[]) => {
    const changes: SimulatorConnection[] = [];
    watchSimulatorConnection(
      {
        accepts: (origin) => accepted.includes(origin),
        timeoutMs: 1_000,
        onChange: (connection) => changes.push(connection),
      },
      win,
    );
    return changes;
  };

  it("is connected when an accepted parent sends its connect request", () => {
    const changes = watch(window, ["http://localhost:9999"]);
    window.dispatchEvent(new MessageEvent("message", { data: connect, origin: RELAYED_ORIGIN, source: window }));
    window.dispatchEvent(
      new MessageEvent("message", { data: connect, origin: "http://localhost:9999", source: window }),
    );
    expect(changes).toEqual([{ state: "connected", origin: "http://localhost:9999" }]);
  });

  it("is refused at once when another origin connects, and after the timeout when nobody does", () => {
    vi.useFakeTimers();
    const refused = watch(window, ["http://localhost:9999"]);
    window.dispatchEvent(
      new MessageEvent("message", {
        data: { requestID: "x", type: "ping" },
        origin: "http://localhost:9998",
        source: window,
      }),
    );
    expect(refused).toEqual([]);
    window.dispatchEvent(
      new MessageEvent("message", { data: connect, origin: "http://localhost:9998", source: window }),
    );
    expect(refused).toEqual([{ state: "refused", origin: "http://localhost:9998" }]);
    const silent = watch(window, ["http://localhost:9999"]);
    vi.advanceTimersByTime(999);
    expect(silent).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(silent).toEqual([{ state: "refused", origin: null }]);
    // Slice Machine connecting late still gets the slices shown.
    window.dispatchEvent(
      new MessageEvent("message", { data: connect, origin: "http://localhost:9999", source: window }),
    );
    expect(silent).toEqual([
      { state: "refused", origin: null },
      { state: "connected", origin: "http://localhost:9999" },
    ]);
  });
});

describe("slice mocks", () => {
  /** Every FAQ document of the seed content, as `loadFaqLookup` gives them for es-es. */
  const seedFaqs = (): FaqLookup => {
    const dir = path.resolve("content/documents/faq");
    const lookup: FaqLookup = {};
    for (const file of fs.readdirSync(dir).filter((name) => name.endsWith(".es-es.json"))) {
      const doc = JSON.parse(fs.readFileSync(path.join(dir, file), "utf8")) as { id: string; data: FaqLookup[string] };
      lookup[doc.id] = doc.data;
    }
    return lookup;
  };

  it("the FAQ list mock links seed FAQ documents, whose questions the simulator shows", () => {
    const faqList = loadSliceMockExamples().find((example) => example.sliceType === "faq_list")!;
    const [filled] = withFaqLinkData([faqList.slice], seedFaqs());
    const questions = (filled.primary.questions as { faq: Parameters<typeof linkedFaq>[0] }[]).map(
      (item) => linkedFaq(item.faq)?.question,
    );
    expect(questions).toEqual([
      "¿Qué significa la dilución CH?",
      "¿Pueden usarlos los niños, las embarazadas o durante la lactancia?",
      "¿Cómo debo conservar los gránulos y glóbulos?",
    ]);
    // Without the lookup (what Slice Machine sends), the links carry no question.
    expect(
      (faqList.slice.primary.questions as { faq: Parameters<typeof linkedFaq>[0] }[]).map((item) =>
        linkedFaq(item.faq),
      ),
    ).toEqual([null, null, null]);
  });

  it("leaves other slices and links that already carry their data alone", () => {
    const hero = { slice_type: "hero", primary: { title: [] } };
    const carried = {
      slice_type: "faq_list",
      primary: { questions: [{ faq: { link_type: "Document", id: "faq-x", data: { question: "¿Ya?", answer: [] } } }] },
    };
    expect(withFaqLinkData([hero, carried], { "faq-x": { question: "Otra", answer: [] } })).toEqual([hero, carried]);
  });

  it("read like real Spanish content: no placeholder text", () => {
    for (const example of loadSliceMockExamples()) {
      const text = JSON.stringify(example.slice);
      expect(text, `${example.sliceType}/${example.variation}`).not.toMatch(
        /lorem|ipsum|dolor sit|consectetur|placeholder|TODO/i,
      );
    }
  });
});

describe("page navigations", () => {
  const req = (headers: Record<string, string>) => ({ headers }) as unknown as IncomingMessage;
  it("tells a person's page load from a script's fetch", () => {
    expect(isPageNavigation(req({ "sec-fetch-mode": "navigate", accept: "text/html" }))).toBe(true);
    expect(isPageNavigation(req({ "sec-fetch-mode": "cors", accept: "*/*" }))).toBe(false);
    expect(isPageNavigation(req({ "sec-fetch-mode": "same-origin", accept: "text/html" }))).toBe(false);
    expect(isPageNavigation(req({ accept: "text/html,application/xhtml+xml" }))).toBe(true);
    expect(isPageNavigation(req({}))).toBe(false);
  });
});
