// @ts-check
import { isPlainObject } from "../../../lib/plain-object.mjs";

/**
 * The model of the field a `my.<type>.<field>[.<subfield>…]` path names, or null when no model has it.
 * A Group's sub-fields are reached through the group (`my.t.group.field`); a Slice Zone's through
 * `slices.<slice_type>.primary|items.<field>` or, without the slice type, `slices.primary|items.<field>`
 * (any slice of the zone having it).
 * @param {import("./load-models.mjs").Models} models
 * @param {string} type custom type id
 * @param {string[]} segments the path after `my.<type>.`
 * @returns {import("./load-models.mjs").FieldModel | null}
 */
export function fieldModelAt(models, type, segments) {
  const customType = models.customTypes.get(type);
  if (!customType || segments.length === 0) return null;
  const first = customType.fields.get(segments[0]);
  if (!first) return null;
  return descend(models, first, segments.slice(1));
}

/**
 * Whether the project's models have a field at `my.<type>.<path>` (true for any path when the
 * project has no models at all: nothing to check against).
 * @param {import("./load-models.mjs").Models} models
 * @param {string} type
 * @param {string[]} segments
 */
export function modelsKnowField(models, type, segments) {
  if (models.customTypes.size === 0) return true;
  return fieldModelAt(models, type, segments) !== null;
}

/**
 * @param {import("./load-models.mjs").Models} models
 * @param {import("./load-models.mjs").FieldModel} field
 * @param {string[]} rest
 * @returns {import("./load-models.mjs").FieldModel | null}
 */
function descend(models, field, rest) {
  if (rest.length === 0) return field;
  if (field.type === "Group") {
    const sub = isPlainObject(field.config?.fields) ? field.config.fields[rest[0]] : undefined;
    return isPlainObject(sub) ? descend(models, /** @type {any} */ (sub), rest.slice(1)) : null;
  }
  if (field.type === "Slices" || field.type === "Choice") {
    const choices = isPlainObject(field.config?.choices) ? field.config.choices : {};
    const named = Object.hasOwn(choices, rest[0]) ? [rest[0]] : null;
    const sliceTypes = named ?? Object.keys(choices);
    const after = named ? rest.slice(1) : rest;
    for (const sliceType of sliceTypes) {
      for (const zone of sliceZones(models, sliceType, choices[sliceType])) {
        if (after.length === 0) return field;
        if (after[0] !== zone.name) continue;
        if (after.length === 1) return { type: zone.name === "items" ? "Group" : "Group", config: { fields: zone.fields } };
        const sub = zone.fields[after[1]];
        const found = sub ? descend(models, sub, after.slice(2)) : null;
        if (found) return found;
      }
    }
    return null;
  }
  return null;
}

/**
 * The `primary` and `items` field sets of one slice choice (every variation of a shared slice).
 * @param {import("./load-models.mjs").Models} models
 * @param {string} sliceType
 * @param {any} choice
 * @returns {{ name: "primary" | "items", fields: Record<string, import("./load-models.mjs").FieldModel> }[]}
 */
function sliceZones(models, sliceType, choice) {
  if (!isPlainObject(choice)) return [];
  if (choice.type === "SharedSlice") {
    const model = models.slices.get(sliceType);
    if (!model) return [];
    return [...model.variations.values()].flatMap((variation) => [
      { name: /** @type {const} */ ("primary"), fields: variation.primary },
      { name: /** @type {const} */ ("items"), fields: variation.items },
    ]);
  }
  return [
    { name: "primary", fields: isPlainObject(choice["non-repeat"]) ? choice["non-repeat"] : {} },
    { name: "items", fields: isPlainObject(choice.repeat) ? choice.repeat : {} },
  ];
}
