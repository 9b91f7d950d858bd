import type * as prismic from "@prismicio/client";
import { describe, expect, test } from "vitest";
import { comparableDocument, differingFields, fieldHashes } from "@scripts/content/lib/comparable.mjs";
import { differencesFromRepository } from "@scripts/content/push/differences.mjs";

/**
 * What content:push (and the round-trip snapshot) treat as the same content when one document is
 * read from two repositories: ids, dates, URLs and what the Content API derives are ignored; what an
 * editor sets is not.
 */
const KEYS: Record<string, string> = {
  A1: "product/es-es/arnica",
  B1: "product/es-es/arnica",
  A2: "page/es-es/contacto",
  B2: "page/es-es/contacto",
};
const FILES: Record<string, string> = {
  "img-a": "sha256:1111",
  "img-b": "sha256:1111",
  "pdf-a": "sha256:2222",
  "pdf-b": "sha256:2222",
};
const resolvers = {
  targetOf: (id: string) => KEYS[id] ?? `missing:${id}`,
  fileOf: (node: { id?: string }) => FILES[node.id ?? ""] ?? "unknown",
};

type Served = {
  title: { type: string; text: string; spans: unknown[] }[];
  image: {
    id: string;
    url: string;
    dimensions: { width: number; height: number };
    alt: string;
    copyright: null;
    edit: Record<string, unknown>;
  };
  leaflet: { link_type: "Media"; id: string; url: string; name: string; kind: string; size: string };
  contact: {
    link_type: "Document";
    id: string;
    type: string;
    tags: string[];
    uid: string;
    lang: string;
    url: string;
    isBroken: boolean;
  };
  related: { note: string }[];
  body: { id: string; slice_type: string; variation: string; primary: Record<string, unknown>; items: unknown[] }[];
};

/** One document as a repository serves it, `side` choosing that repository's ids, URLs and dates. */
function served(side: "a" | "b", edit: (data: Served) => void = () => {}) {
  const data: Served = {
    title: [{ type: "heading1", text: "Árnica", spans: [] }],
    image: {
      id: `img-${side}`,
      url: `https://${side}.example/img.jpg?auto=format`,
      dimensions: { width: 800, height: 600 },
      alt: "Tubo",
      copyright: null,
      edit: { x: 0, y: 0, zoom: 1, background: "transparent" },
    },
    leaflet: {
      link_type: "Media",
      id: `pdf-${side}`,
      url: `https://${side}.example/p.pdf`,
      name: "prospecto.pdf",
      kind: "document",
      size: side === "a" ? "100" : "101",
    },
    contact: {
      link_type: "Document",
      id: side === "a" ? "A2" : "B2",
      type: "page",
      tags: side === "a" ? [] : ["x"],
      uid: "contacto",
      lang: "es-es",
      url: `/${side}`,
      isBroken: false,
    },
    related: [{ note: "uno" }, { note: "dos" }],
    body: [{ id: `hero$${side}`, slice_type: "hero", variation: "default", primary: { text: "Hola" }, items: [] }],
  };
  edit(data);
  return {
    id: side === "a" ? "A1" : "B1",
    uid: "arnica",
    tags: side === "a" ? ["b", "a"] : ["a", "b"],
    data,
    first_publication_date: side,
    last_publication_date: side,
  };
}

const hashesOf = async (doc: ReturnType<typeof served>) => fieldHashes(await comparableDocument(doc, resolvers));

describe("comparing a document read from two repositories", () => {
  test("ids, URLs, dates, tag order, slice ids and what the API derives from a link's target or a file do not count", async () => {
    expect(differingFields(await hashesOf(served("a")), await hashesOf(served("b")))).toEqual([]);
  });

  test("what an editor changes is named down to the field, slice or group item", async () => {
    const theirs = await hashesOf(served("a"));
    const ours = await hashesOf(
      served("b", (data) => {
        data.title[0].text = "Árnica Montana";
        data.image.alt = "Caja";
        data.related[1].note = "tres";
        data.body[0].primary.text = "Adiós";
        data.contact = { ...data.contact, id: "B1" };
      }),
    );
    expect(differingFields(theirs, ours)).toEqual([
      "data.title",
      "data.image",
      "data.contact",
      "data.related[1]",
      "data.body[0]",
    ]);
  });

  test("another file, another crop, an added group item or slice and changed tags count", async () => {
    const theirs = await hashesOf(served("a"));
    const ours = await hashesOf(
      served("b", (data) => {
        data.image.id = "pdf-b";
        data.leaflet.name = "prospecto-2.pdf";
        data.related.push({ note: "cuatro" });
        data.body.push({ id: "x", slice_type: "text", variation: "default", primary: {}, items: [] });
      }),
    );
    expect(differingFields(theirs, ours)).toEqual(["data.image", "data.leaflet", "data.related[2]", "data.body[1]"]);
    const cropped = await hashesOf(
      served("b", (data) => (data.image.edit = { x: 10, y: 0, zoom: 1, background: "transparent" })),
    );
    expect(differingFields(theirs, cropped)).toEqual(["data.image"]);
    const tagged = fieldHashes(await comparableDocument({ ...served("b"), tags: ["a"] }, resolvers));
    expect(differingFields(theirs, tagged)).toEqual(["tags"]);
  });
});

describe("what content:push compares a document already in the repository with", () => {
  const ours = { uid: "u1", tags: "t1", "data.title": "h1" };
  const published = (title: string, last: string) =>
    ({
      ...served("a", (data) => (data.title[0].text = title)),
      last_publication_date: last,
    }) as unknown as prismic.PrismicDocument;

  test("a document only in the migration release: the fingerprint the journal kept; none is reported, not guessed", async () => {
    const journaled = { id: "X", complete: true, fingerprint: { ...ours, "data.title": "h2" } };
    expect(await differencesFromRepository(ours, { published: undefined, journaled, resolvers })).toEqual([
      "data.title",
    ]);
    expect(
      await differencesFromRepository(ours, {
        published: undefined,
        journaled: { ...journaled, fingerprint: ours },
        resolvers,
      }),
    ).toEqual([]);
    expect(
      await differencesFromRepository(ours, {
        published: undefined,
        journaled: { id: "X", complete: true },
        resolvers,
      }),
    ).toEqual(["unknown: written by a content:push that kept no fingerprint"]);
  });

  test("a published document: what is published, unless the push's newer version waits in the release over that very version", async () => {
    const mine = await hashesOf(served("b", (data) => (data.title[0].text = "Nuevo")));
    const old = published("Árnica", "2026-01-01T00:00:00+0000");
    expect(await differencesFromRepository(mine, { published: old, journaled: undefined, resolvers })).toEqual([
      "data.title",
    ]);
    const waiting = { id: "A1", complete: true, fingerprint: mine, over: "2026-01-01T00:00:00+0000" };
    expect(await differencesFromRepository(mine, { published: old, journaled: waiting, resolvers })).toEqual([]);
    // Published since (by an editor, with changes of their own): the published version counts again.
    const republished = published("Árnica (revisado)", "2026-02-01T00:00:00+0000");
    expect(await differencesFromRepository(mine, { published: republished, journaled: waiting, resolvers })).toEqual([
      "data.title",
    ]);
  });
});
