import * as prismic from "@prismicio/client";
import type { SliceComponentProps } from "@prismicio/react";
import { PrismicNextImage } from "@prismicio/next";
import type { Content } from "@prismicio/client";
import { useTranslation } from "next-i18next/pages";
import { SiteLink } from "@/components/common/SiteLink";
import { VideoFacade } from "@/widgets/videoFacade/VideoFacade";
import { videoSource } from "./videoSource";
import { GRID } from "@/styles/tokens";

/** Props for `VideoEmbed`. */
type VideoEmbedProps = SliceComponentProps<Content.VideoEmbedSlice>;

/**
 * A YouTube or Vimeo video behind a facade: the poster (or a neutral placeholder) and a play button.
 * Nothing is requested from the video provider until the visitor presses play; only then is the
 * player iframe inserted (autoplaying, focused: src/widgets/videoFacade). Other providers get a
 * link to the video instead.
 */
const VideoEmbed = ({ slice }: VideoEmbedProps) => {
  const { primary } = slice;
  const { t } = useTranslation("slices");
  if (!prismic.isFilled.embed(primary.video)) return null;
  const source = videoSource(primary.video.embed_url);
  if (!source) return null;

  const oEmbedTitle = typeof primary.video.title === "string" ? primary.video.title : null;
  const title = primary.title || oEmbedTitle;
  const poster = prismic.isFilled.image(primary.poster) ? (
    // Decorative: the button or link over it carries the video's name.
    <PrismicNextImage
      field={primary.poster}
      alt=""
      fill
      className="object-cover"
      sizes="(min-width: 896px) 848px, 100vw"
    />
  ) : null;

  let player;
  if (source.kind === "link") {
    player = (
      <>
        {poster}
        <div className="absolute inset-0 flex items-center justify-center p-4">
          <SiteLink
            href={source.href}
            className="rounded-full bg-blue px-6 py-3 text-center font-semibold text-white shadow-lg ring-4 ring-white hover:bg-ds-turquoise"
          >
            {title ? t("video.watch", { title }) : t("video.watchUntitled")}
          </SiteLink>
        </div>
      </>
    );
  } else {
    player = (
      <VideoFacade
        src={source.src}
        title={title || t("video.frameTitle")}
        label={title ? t("video.play", { title }) : t("video.playUntitled")}
      >
        {poster}
      </VideoFacade>
    );
  }

  return (
    <section
      data-slice-type={slice.slice_type}
      data-slice-variation={slice.variation}
      className={`${GRID.column} py-10`}
    >
      <figure className="max-w-4xl">
        <div className="relative aspect-video overflow-hidden rounded-3xl bg-linear-to-br from-grey-1 to-aqua">
          {player}
        </div>
        {primary.caption ? <figcaption className="mt-3 text-base text-ink/80">{primary.caption}</figcaption> : null}
      </figure>
    </section>
  );
};

export default VideoEmbed;
