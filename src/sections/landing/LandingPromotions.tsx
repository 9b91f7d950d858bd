import { SliceZone } from "@prismicio/react";
import { components } from "@/slices";
import { sliceForms } from "@/forms/sliceForms";
import type { LandingTexts } from "./landingTexts";

/** The promotions editors add to a section landing (its slice zone); nothing when there are none. */
export function LandingPromotions({ slices }: Pick<LandingTexts, "slices">) {
  if (slices.length === 0) return null;
  return <SliceZone slices={slices} components={components} context={sliceForms} />;
}
