import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { RELATIONSHIP_FIELDS } from "@/server/revalidate/documentPaths";

type Field = { type: string; config?: { select?: string; customtypes?: string[]; fields?: Record<string, Field> } };

/** Every content-relationship field of the models outside slice zones: `my.<type>.<field>` (a group's as `group.field`). */
function modelRelationships(): { path: string; to: string[] }[] {
  const dir = path.join(process.cwd(), "customtypes");
  const found: { path: string; to: string[] }[] = [];
  for (const type of fs.readdirSync(dir)) {
    const model = JSON.parse(fs.readFileSync(path.join(dir, type, "index.json"), "utf8")) as {
      json: Record<string, Record<string, Field>>;
    };
    for (const tab of Object.values(model.json))
      for (const [name, field] of Object.entries(tab)) {
        const isDocumentLink = (candidate: Field) =>
          candidate.type === "Link" && candidate.config?.select === "document";
        if (isDocumentLink(field)) found.push({ path: `my.${type}.${name}`, to: field.config?.customtypes ?? [] });
        if (field.type === "Group")
          for (const [sub, subField] of Object.entries(field.config?.fields ?? {}))
            if (isDocumentLink(subField))
              found.push({ path: `my.${type}.${name}.${sub}`, to: subField.config?.customtypes ?? [] });
      }
  }
  return found;
}

describe("the section registry's relationship fields (the publishing webhook's filters)", () => {
  it("declare every content-relationship field of the models, with the types it links to", () => {
    const models = modelRelationships();
    expect(models.length).toBeGreaterThan(0);
    for (const field of models) {
      const declared = RELATIONSHIP_FIELDS.find((candidate) => candidate.path === field.path);
      expect(declared, `${field.path} is not declared in src/config/sections.ts \`links\``).toBeDefined();
      expect([...declared!.to].sort()).toEqual([...field.to].sort());
    }
  });
});
