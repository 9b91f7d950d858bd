// Slice library: snake_case slice ids → default-exported components (Slice Machine layout).
import Hero from "./Hero";
import CardGrid from "./CardGrid";
import ImageWithText from "./ImageWithText";
import CallToAction from "./CallToAction";
import RichText from "./RichText";

/** Every shared slice, keyed by its id, for `<SliceZone components={components} />`. */
export const components = {
  hero: Hero,
  card_grid: CardGrid,
  image_with_text: ImageWithText,
  call_to_action: CallToAction,
  rich_text: RichText,
};
