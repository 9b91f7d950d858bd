/**
 * What every widget's contract (src/widgets/<widget>/<widget>Contract.ts) builds on. A widget is markup
 * that the server renders and a behaviour that the site's browser script (src/enhance) runs on it;
 * the behaviour finds its elements by `data-enhance="<widget>"` and reads the data attributes its
 * contract names, and does nothing where they are absent.
 *
 * Contracts are TypeScript string enums on purpose: esbuild inlines enum members across modules
 * into the browser script (selectors included, as literal strings), so a contract adds no byte to
 * it, where an exported object or `const` would be shipped and looked up.
 */
export enum Enhance {
  /** Marks an element for its widget's behaviour: `data-enhance="<the widget's name>"`. */
  attribute = "data-enhance",
}

/**
 * Markup: the attribute that marks an element as `widget`'s, to spread into its JSX
 * (`<div {...widgetMark(SupportChatContract.widget)} />`). Never imported by a behaviour.
 */
export function widgetMark<W extends string>(widget: W): { [Enhance.attribute]: W } {
  return { [Enhance.attribute]: widget };
}
