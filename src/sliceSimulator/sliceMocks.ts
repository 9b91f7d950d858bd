import fs from "node:fs";
import path from "node:path";
import type * as prismic from "@prismicio/client";
import { renderSliceMock } from "@prismicio/mocks";
import { LOCAL_PORTS, localOrigin } from "@/config/localPorts";

/** One slice variation rendered from its Slice Machine mock, as the Content API would return it. */
export type SliceMockExample = {
  sliceType: string;
  sliceName: string;
  variation: string;
  variationName: string;
  slice: prismic.Slice;
};

const SLICES_DIR = path.join(process.cwd(), "src/slices");

type SliceModel = { id: string; name: string; variations: { id: string; name: string }[] };

/** Where the mocks' images are: the local content service of `npm start`, beside which Slice Machine runs. */
const MOCKS_CONTENT_ORIGIN = localOrigin(LOCAL_PORTS.contentService);

/**
 * Every shared slice and variation of the library, from each slice's `model.json` and
 * `mocks.json` (server side, at build time: the mock renderer never reaches the browser), their
 * images on `contentOrigin` (the local content service the site reads, e.g. `npm test`'s).
 */
export function loadSliceMockExamples(contentOrigin = MOCKS_CONTENT_ORIGIN): SliceMockExample[] {
  const folders = fs
    .readdirSync(SLICES_DIR, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && fs.existsSync(path.join(SLICES_DIR, entry.name, "model.json")))
    .map((entry) => entry.name)
    .sort();
  return folders.flatMap((folder) => {
    const model = JSON.parse(fs.readFileSync(path.join(SLICES_DIR, folder, "model.json"), "utf8")) as SliceModel;
    const mocksText = fs.readFileSync(path.join(SLICES_DIR, folder, "mocks.json"), "utf8");
    const mocks = JSON.parse(mocksText.replaceAll(MOCKS_CONTENT_ORIGIN, contentOrigin)) as {
      variation: string;
    }[];
    return model.variations.map((variation, index) => {
      const mock = mocks.find((candidate) => candidate.variation === variation.id);
      if (!mock) throw new Error(`src/slices/${folder}/mocks.json has no mock for variation "${variation.id}"`);
      const rendered = renderSliceMock(model as never, mock as never) as unknown as prismic.Slice;
      return {
        sliceType: model.id,
        sliceName: model.name,
        variation: variation.id,
        variationName: variation.name,
        // A stable id (the mock renderer draws a random one) keeps the static HTML reproducible.
        slice: { ...rendered, id: `${model.id}$${variation.id}$${index}`, slice_label: null },
      };
    });
  });
}
