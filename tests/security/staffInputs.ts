/**
 * Class (b), the staff and machine routes: the publishing webhook `POST /api/revalidate`, preview
 * (`/api/preview?token=…&documentId=…`), `/api/exit-preview?redirect=…`, `/api/health` and `/api/ready`.
 */
import { inputCollector, type GeneratorContext } from "./generatorContext";
import { HOSTILE_SEGMENTS, randomSegment } from "./hostileStrings";
import type { HostileInput } from "./oracle";
import { WEBHOOK_SECRET } from "@tests/system/stack";

const webhook = (body: string | Buffer, contentType = "application/json") => ({
  method: "POST",
  path: "/api/revalidate",
  headers: { "Content-Type": contentType },
  body: Buffer.isBuffer(body) ? body : Buffer.from(body, "utf8"),
});

/** Preview tokens that are not (or no longer) valid. */
export function invalidTokens(expiredRef: string): string[] {
  // The content service's token shape with a session it never issued, bare and in Prismic's JSON cookie form.
  const madeUp = expiredRef.replace(/\/previews\/[\w-]{22}/, "/previews/AAAAAAAAAAAAAAAAAAAAAA");
  const madeUpJson = JSON.stringify({ "local.prismic.io": { preview: madeUp } });
  return [
    madeUp,
    madeUpJson,
    "garbage123",
    "https://evil.example/previews/x",
    "preview.AAAAAAAAAAAAAAAAAAAAAA",
    "t".repeat(3000),
    expiredRef,
    "",
    " ",
    "%00",
    "master",
    "\u202Epreview",
    "javascript:alert(1)",
    "//evil.example",
    "../../api/v2",
    "a\r\nSet-Cookie: x=1",
  ];
}

/** The staff-route inputs; `validRef` and `expiredRef` are preview refs made by the content service. */
export function staffInputs(
  context: GeneratorContext,
  refs: { validRef: string; expiredRef: string; documentId: string },
): HostileInput[] {
  const { prng } = context;
  const { inputs, add } = inputCollector(context, "api: revalidate");
  const unmarked = { marked: false };

  // The publishing webhook.
  const ok = { type: "api-update", secret: WEBHOOK_SECRET, documents: [] as unknown[] };
  add(
    "test trigger",
    { kind: "webhook", statuses: [200] },
    () => webhook(JSON.stringify({ type: "test-trigger", secret: WEBHOOK_SECRET })),
    unmarked,
  );
  for (const [label, body, statuses] of [
    ["wrong secret", JSON.stringify({ ...ok, secret: "nope" }), [401]],
    ["no secret", JSON.stringify({ type: "api-update", documents: [] }), [401]],
    ["secret as a number", JSON.stringify({ ...ok, secret: 1 }), [400, 401]],
    ["secret as an object", JSON.stringify({ ...ok, secret: { $ne: null } }), [400, 401]],
    ["secret of 100 kB", JSON.stringify({ ...ok, secret: "s".repeat(100_000) }), [400, 401]],
    ["truncated JSON", JSON.stringify(ok).slice(0, 25), [400]],
    ["JSON array", "[]", [400]],
    ["JSON null", "null", [400]],
    ["JSON number", "1", [400]],
    ["empty body", "", [400]],
    ["unknown type", JSON.stringify({ ...ok, type: "x" }), [400, 401]],
    ["documents as a string", JSON.stringify({ ...ok, documents: "abc" }), [400, 401]],
    ["documents with numbers", JSON.stringify({ ...ok, documents: [1, null, {}] }), [400, 401]],
    ["body over 256 kB", JSON.stringify({ ...ok, pad: "x".repeat(300_000) }), [413]],
    [
      "deep nesting",
      `{"type":"api-update","secret":"${WEBHOOK_SECRET}","x":${"[".repeat(5000)}${"]".repeat(5000)}}`,
      [200, 202, 400],
    ],
  ] as const)
    add(label, { kind: "webhook", statuses }, () => webhook(body), unmarked);
  add("text/plain body", { kind: "webhook" }, () => webhook(JSON.stringify(ok), "text/plain"), unmarked);
  for (const method of ["GET", "PUT", "DELETE"])
    add(method, { kind: "webhook", statuses: [405] }, () => ({ method, path: "/api/revalidate" }), unmarked);
  // Hostile document ids with the right secret: they reach the content query.
  for (const segment of [
    ...prng.sample(HOSTILE_SEGMENTS, 20),
    ...Array.from({ length: 10 }, () => randomSegment(prng)),
  ]) {
    const id = (() => {
      try {
        return decodeURIComponent(segment);
      } catch {
        return segment;
      }
    })();
    add(
      `document id ${JSON.stringify(id.slice(0, 30))}`,
      { kind: "webhook" },
      () => webhook(JSON.stringify({ ...ok, documents: [id] })),
      unmarked,
    );
  }
  // Issue 30: the webhook answers at once whatever it names; the work is queued (and coalesced).
  add("empty documents list", { kind: "webhook", statuses: [202] }, () => webhook(JSON.stringify(ok)), unmarked);
  const delivery = JSON.stringify({ ...ok, masterRef: "hostile-ref", documents: [refs.documentId, "borrado-1"] });
  for (const attempt of ["first", "repeated"])
    add(
      `a ${attempt} delivery naming an unpublished and a deleted id`,
      { kind: "webhook", statuses: [202] },
      () => webhook(delivery),
      unmarked,
    );
  add(
    "300 unknown document ids",
    { kind: "webhook" },
    () => webhook(JSON.stringify({ ...ok, documents: Array.from({ length: 300 }, (_, i) => `no-existe-${i}`) })),
    unmarked,
  );

  // Preview: a valid ref starts one (the control), no invalid one may.
  const preview = inputCollector(context, "api: preview");
  const previewPath = (token: string | undefined, documentId?: string) =>
    `/api/preview?${[token !== undefined ? `token=${encodeURIComponent(token)}` : "", documentId !== undefined ? `documentId=${encodeURIComponent(documentId)}` : ""].filter(Boolean).join("&")}`;
  preview.add(
    "valid preview ref (control)",
    { kind: "previewStarted" },
    () => ({ method: "GET", path: previewPath(refs.validRef, refs.documentId) }),
    unmarked,
  );
  for (const token of invalidTokens(refs.expiredRef)) {
    for (const documentId of [undefined, refs.documentId, "YZ-no-existe"]) {
      preview.add(
        `token ${JSON.stringify(token.slice(0, 30))}${documentId ? ` + documentId ${documentId}` : ""}`,
        { kind: "previewRefused" },
        () => ({ method: "GET", path: previewPath(token, documentId) }),
        unmarked,
      );
    }
    preview.add(
      `token ${JSON.stringify(token.slice(0, 30))} in the cookie only`,
      { kind: "previewRefused" },
      () => ({
        method: "GET",
        path: "/api/preview",
        headers: { Cookie: `io.prismic.preview=${encodeURIComponent(token)}` },
      }),
      unmarked,
    );
  }
  for (const segment of prng.sample(HOSTILE_SEGMENTS, 25)) {
    preview.add(
      `raw token ${segment.slice(0, 30)}`,
      { kind: "previewRefused" },
      () => ({ method: "GET", path: `/api/preview?token=${segment}&documentId=${refs.documentId}` }),
      unmarked,
    );
    preview.add(
      `valid ref, documentId ${segment.slice(0, 30)}`,
      { kind: "previewRefused" },
      () => ({ method: "GET", path: `/api/preview?token=${encodeURIComponent(refs.validRef)}&documentId=${segment}` }),
      unmarked,
    );
  }
  preview.add(
    "token twice",
    { kind: "previewRefused" },
    () => ({ method: "GET", path: `/api/preview?token=garbage&token=${encodeURIComponent(refs.validRef)}` }),
    unmarked,
  );
  preview.add(
    "POST",
    { kind: "previewRefused" },
    () => ({ method: "POST", path: previewPath("garbage123") }),
    unmarked,
  );

  // Leaving preview: never a redirect off the site, never a 500.
  const exit = inputCollector(context, "api: exit-preview");
  const redirects = [
    "/",
    "/noticias",
    "/€",
    "/%E2%82%AC",
    "//evil.example",
    "/\\evil.example",
    "https://evil.example",
    "javascript:alert(1)",
    "/%0d%0aSet-Cookie:x=1",
    "/\u2028",
    "/\u202E",
    "/" + "a".repeat(3000),
    "%",
    "/%",
    "/%E0%A4%A",
    "/😀",
    "/José",
    "\\\\evil.example",
    "/.",
    "/..",
    "/../../x",
  ];
  for (const redirect of redirects) {
    exit.add(
      `redirect ${JSON.stringify(redirect.slice(0, 30))} (encoded)`,
      { kind: "exitPreview" },
      () => ({ method: "GET", path: `/api/exit-preview?redirect=${encodeURIComponent(redirect)}` }),
      unmarked,
    );
  }
  for (const segment of [...HOSTILE_SEGMENTS, ...Array.from({ length: 20 }, () => randomSegment(prng))]) {
    exit.add(
      `redirect /${segment.slice(0, 30)} (raw)`,
      { kind: "exitPreview" },
      () => ({ method: "GET", path: `/api/exit-preview?redirect=/${segment}` }),
      unmarked,
    );
  }
  exit.add("no redirect", { kind: "exitPreview" }, () => ({ method: "GET", path: "/api/exit-preview" }), unmarked);
  exit.add(
    "redirect twice",
    { kind: "exitPreview" },
    () => ({ method: "GET", path: "/api/exit-preview?redirect=/a&redirect=//evil.example" }),
    unmarked,
  );

  // Health, and readiness (issue 30): every method, and hostile query strings.
  const probe = (kind: "health" | "ready", queries: number) => {
    const probeInputs = inputCollector(context, `api: ${kind}`);
    for (const method of ["GET", "HEAD", "POST", "PUT", "DELETE", "PATCH", "TRACE"])
      probeInputs.add(method, { kind }, () => ({ method, path: `/api/${kind}` }), unmarked);
    for (const segment of prng.sample(HOSTILE_SEGMENTS, queries))
      probeInputs.add(
        `query ${segment.slice(0, 30)}`,
        { kind },
        () => ({ method: "GET", path: `/api/${kind}?x=${segment}` }),
        unmarked,
      );
    return probeInputs;
  };
  const health = probe("health", 20);
  const ready = probe("ready", 10);

  return [...inputs, ...preview.inputs, ...exit.inputs, ...health.inputs, ...ready.inputs];
}
