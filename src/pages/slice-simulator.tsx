import { sliceSimulatorProps, type SliceSimulatorProps } from "@/sliceSimulator/sliceSimulatorProps";
import { SliceSimulatorView } from "@/sliceSimulator/SliceSimulatorView";

export const getStaticProps = sliceSimulatorProps;

/** Slice Machine's simulator and the slice library's gallery (src/sliceSimulator/). */
export default function SliceSimulatorPage(props: SliceSimulatorProps) {
  return <SliceSimulatorView {...props} />;
}

SliceSimulatorPage.withoutLayout = true;
SliceSimulatorPage.withoutThirdParties = true;
