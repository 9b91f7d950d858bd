import Head from "next/head";
import { SliceZone } from "@prismicio/react";
import { useTranslation } from "next-i18next/pages";
import { components } from "@/slices";
import { sliceForms } from "@/forms/sliceForms";
import { withFaqLinkData } from "@/sections/faq/faqLinks";
import { SliceSimulatorFrame } from "./SliceSimulatorFrame";
import type { SliceSimulatorProps } from "./sliceSimulatorProps";
import { useIsFramed } from "./useIsFramed";

/**
 * Slice Machine's simulator (R2): inside Slice Machine or the Page Builder (framed) it renders
 * the slices they send (SliceSimulatorFrame: the local Slice Machine connects to a production build
 * too, and the page says what to change when it cannot); opened on its own it shows every shared
 * slice and variation from its mocks, so editors and developers can review the whole library.
 * No site frame, no tag manager, no chat; not indexed.
 */
export function SliceSimulatorView({
  examples,
  faqs,
  sliceMachineOrigin,
  defaultSliceMachineOrigin,
}: SliceSimulatorProps) {
  const { t } = useTranslation("slices");
  const framed = useIsFramed();
  return (
    <>
      <Head>
        <title>{t("simulator.title")}</title>
        <meta name="robots" content="noindex" />
      </Head>
      {framed ? (
        <SliceSimulatorFrame
          sliceMachineOrigin={sliceMachineOrigin}
          defaultSliceMachineOrigin={defaultSliceMachineOrigin}
        >
          {(slices) => (
            <SliceZone slices={withFaqLinkData(slices, faqs)} components={components} context={sliceForms} />
          )}
        </SliceSimulatorFrame>
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
              <h2
                id={`example-${example.slice.id}`}
                className="mx-auto mb-3 max-w-7xl px-4 text-sm font-bold uppercase tracking-wide text-ink sm:px-6"
              >
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
