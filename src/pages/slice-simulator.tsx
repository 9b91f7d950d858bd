import type { GetStaticProps } from "next";
import Head from "next/head";
import { SliceZone } from "@prismicio/react";
import { SliceSimulator } from "@prismicio/next/pages";
import { useTranslation } from "next-i18next/pages";
import { components } from "@/slices";
import { sliceForms } from "@/components/forms/sliceForms";
import { loadSitePage, type SitePageProps } from "@/lib/pageProps";
import { loadSliceMockExamples, type SliceMockExample } from "@/lib/slices/sliceMocks";
import { useIsFramed } from "@/lib/slices/useIsFramed";

type SliceSimulatorPageProps = SitePageProps & { examples: SliceMockExample[] };

export const getStaticProps: GetStaticProps<SliceSimulatorPageProps> = async (context) => {
  const { common } = await loadSitePage(context, { route: "/slice-simulator" });
  return { props: { ...common, examples: loadSliceMockExamples() } };
};

/**
 * Slice Machine's simulator (R2): inside Slice Machine or the Page Builder (framed) it renders
 * the slices they send through the pages `SliceSimulator`; opened on its own it shows every shared
 * slice and variation from its mocks, so editors and developers can review the whole library.
 * No site frame, no tag manager, no chat; not indexed.
 */
export default function SliceSimulatorPage({ examples }: SliceSimulatorPageProps) {
  const { t } = useTranslation("slices");
  const framed = useIsFramed();
  return (
    <>
      <Head>
        <title>{t("simulator.title")}</title>
        <meta name="robots" content="noindex" />
      </Head>
      {framed ? (
        <SliceSimulator sliceZone={({ slices }) => <SliceZone slices={slices} components={components} context={sliceForms} />} />
      ) : (
        <main className="bg-grey-0 pb-16">
          <header className="bg-ink px-4 py-8 text-white sm:px-6">
            <div className="mx-auto max-w-7xl">
              <h1 className="text-2xl font-bold sm:text-3xl">{t("simulator.title")}</h1>
              <p className="mt-2 max-w-3xl">{t("simulator.intro", { count: examples.length })}</p>
            </div>
          </header>
          {examples.map((example) => (
            <section
              key={example.slice.id}
              aria-labelledby={`example-${example.slice.id}`}
              data-slice-example={`${example.sliceType}/${example.variation}`}
              className="mt-10"
            >
              <h2 id={`example-${example.slice.id}`} className="mx-auto mb-3 max-w-7xl px-4 text-sm font-bold uppercase tracking-wide text-ink sm:px-6">
                {t("simulator.exampleHeading", { slice: example.sliceName, variation: example.variationName })}
                <code className="ml-2 font-normal normal-case">
                  {example.sliceType} · {example.variation}
                </code>
              </h2>
              <div className="bg-white">
                <SliceZone slices={[example.slice]} components={components} context={sliceForms} />
              </div>
            </section>
          ))}
        </main>
      )}
    </>
  );
}

SliceSimulatorPage.withoutLayout = true;
SliceSimulatorPage.withoutThirdParties = true;
