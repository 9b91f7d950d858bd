import { expect, test } from "vitest";
import { ASSET_METADATA_TEXT_MAX, ASSET_TAG_MAX, ASSET_TAG_MIN } from "@/config/constants";
import * as library from "../../services/content/lib/write/media-library.mjs";

test("the local Asset API refuses asset metadata at the project's own limits (R3)", () => {
  expect(library.ASSET_TEXT_MAX).toBe(ASSET_METADATA_TEXT_MAX);
  expect(library.ASSET_TAG_MIN).toBe(ASSET_TAG_MIN);
  expect(library.ASSET_TAG_MAX).toBe(ASSET_TAG_MAX);
});
