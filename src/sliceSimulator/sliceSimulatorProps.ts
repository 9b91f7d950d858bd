import type { GetStaticProps } from "next";
import { loadSitePage, REVALIDATE_SECONDS, type SitePageProps } from "@/lib/pageProps";
import { siteConfig } from "@/lib/siteConfig";
import { DEFAULT_SLICE_MACHINE_ORIGIN } from "@/config/sliceMachine";
import { withFaqLinkData, type FaqLookup } from "@/sections/faq/faqLinks";
import { loadFaqLookup } from "@/sections/faq/faqLookup";
import { loadSliceMockExamples, type SliceMockExample } from "./sliceMocks";

/** The simulator page's props: the mocks' examples, the FAQs they link, the allowed Slice Machine. */
export type SliceSimulatorProps = SitePageProps & {
  examples: SliceMockExample[];
  /** What FAQ links need to show their questions (Slice Machine's mocks link FAQs by id only). */
  faqs: FaqLookup;
  /** The local Slice Machine allowed to drive this page (SLICE_MACHINE_ORIGIN), or null. */
  sliceMachineOrigin: string | null;
  defaultSliceMachineOrigin: string;
};

/** getStaticProps of `/slice-simulator`: every slice mock, with the FAQ data its links need. */
export const sliceSimulatorProps: GetStaticProps<SliceSimulatorProps> = async (context) => {
  const { client, locale, common } = await loadSitePage(context, { route: "/slice-simulator" });
  const faqs = await loadFaqLookup(client, locale);
  const { apiEndpoint, isLocal } = siteConfig.content;
  const examples = loadSliceMockExamples(isLocal ? new URL(apiEndpoint).origin : undefined).map((example) => ({
    ...example,
    slice: withFaqLinkData([example.slice], faqs)[0],
  }));
  return {
    props: {
      ...common,
      examples,
      faqs,
      sliceMachineOrigin: siteConfig.sliceMachineOrigin,
      defaultSliceMachineOrigin: DEFAULT_SLICE_MACHINE_ORIGIN,
    },
    revalidate: REVALIDATE_SECONDS,
  };
};
