import { Fragment } from "react";
import type { JSXMapSerializer } from "@prismicio/react";
import { SiteLink } from "./SiteLink";
import { breakableText } from "./BreakableText";

/**
 * How CMS rich text renders across the site: links through SiteLink, headings and lists styled,
 * addresses breakable only at their `@`, `.` and `/`, line breaks kept.
 */
export const richTextComponents: JSXMapSerializer = {
  hyperlink: ({ node, children }) => (
    <SiteLink field={node.data} className="font-semibold underline underline-offset-2">
      {children}
    </SiteLink>
  ),
  heading2: ({ children }) => <h2 className="mt-8 text-2xl font-bold text-blue sm:text-3xl">{children}</h2>,
  heading3: ({ children }) => <h3 className="mt-6 text-xl font-bold text-blue">{children}</h3>,
  heading4: ({ children }) => <h4 className="mt-4 text-lg font-bold text-blue">{children}</h4>,
  paragraph: ({ children }) => <p className="leading-relaxed">{children}</p>,
  list: ({ children }) => <ul className="list-disc space-y-1 pl-6">{children}</ul>,
  oList: ({ children }) => <ol className="list-decimal space-y-1 pl-6">{children}</ol>,
  span: ({ text }) =>
    text.split("\n").map((line, index) => (
      <Fragment key={index}>
        {index > 0 ? <br /> : null}
        {breakableText(line)}
      </Fragment>
    )),
};
