/**
 * The framework's floor for `npm run bench`: one static (ISR) page with almost nothing on it.
 * @param {{ text: string }} props
 */
export default function Minimal({ text }) {
  return <p>{text}</p>;
}

export function getStaticProps() {
  return { props: { text: "Hola" }, revalidate: 3600 };
}
