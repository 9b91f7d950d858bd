import { exitPreview } from "@/preview/exitPreview";

/** The preview bar and Prismic's toolbar leave the preview session here (R4). */
export default exitPreview;
