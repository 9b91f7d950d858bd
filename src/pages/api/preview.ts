import { startPreview } from "@/preview/startPreview";

/** Prismic's preview link and toolbar land here (R4): the preview session starts, or a Spanish page says why not. */
export default startPreview;
