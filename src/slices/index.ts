// Slice library: snake_case slice ids → default-exported components (Slice Machine layout).
import Hero from "./Hero";
import CardGrid from "./CardGrid";
import ImageWithText from "./ImageWithText";
import CallToAction from "./CallToAction";
import RichText from "./RichText";
import Quote from "./Quote";
import VideoEmbed from "./VideoEmbed";
import FaqList from "./FaqList";
import NewsletterSignup from "./NewsletterSignup";
import ContactForm from "./ContactForm";

export type { SliceContext } from "./context";

/**
 * Every shared slice, keyed by its id, for `<SliceZone components={components} context={…} />`.
 * The form slices (newsletter_signup, contact_form) render the forms the page passes in `context`
 * (see `SliceContext`).
 */
export const components = {
  hero: Hero,
  card_grid: CardGrid,
  image_with_text: ImageWithText,
  call_to_action: CallToAction,
  rich_text: RichText,
  quote: Quote,
  video_embed: VideoEmbed,
  faq_list: FaqList,
  newsletter_signup: NewsletterSignup,
  contact_form: ContactForm,
};
