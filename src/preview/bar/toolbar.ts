/**
 * Loads Prismic's preview toolbar (only rendered in preview on a real *.prismic.io repository, where
 * the Content-Security-Policy allows it) once the page has loaded, outside the critical path.
 */
export function loadPrismicToolbar(src: string): void {
  const append = () => {
    if (document.querySelector(`script[src="${CSS.escape(src)}"]`)) return;
    const script = document.createElement("script");
    script.src = src;
    script.async = true;
    script.defer = true;
    document.body.append(script);
  };
  if (document.readyState === "complete") append();
  else window.addEventListener("load", append, { once: true });
}
