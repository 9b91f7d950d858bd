/**
 * The floor at the product page's size: the same minimal page carrying as many bytes of text as
 * the product page's HTML (about 58 KB, half in the markup and half in __NEXT_DATA__).
 * @param {{ text: string }} props
 */
export default function SameSize({ text }) {
  return <p>{text}</p>;
}

const WORDS = "Gránulos homeopáticos de Laboratorios Brezo para el alivio sintomático ";

export function getStaticProps() {
  return { props: { text: WORDS.repeat(Math.ceil(28_000 / WORDS.length)).slice(0, 28_000) }, revalidate: 3600 };
}
