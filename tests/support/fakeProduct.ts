/** A product as the Content API answers it, with only what search reads (tests of the search index). */
export type FakeDocument = {
  id: string;
  uid: string;
  type: string;
  url: string;
  last_publication_date: string;
  data: Record<string, unknown>;
};

/** A product named `name`, published at `published`. */
export const fakeProduct = (id: string, name: string, published = "2026-01-01T00:00:00+0000"): FakeDocument => ({
  id,
  uid: id,
  type: "product",
  url: `/nuestros-productos/${id}`,
  last_publication_date: published,
  data: { name, summary: "", presentation: "", description: [], composition: [], usage: [] },
});
