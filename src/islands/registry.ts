/**
 * Every island of the site: a component rendered on the server like any other, whose code the
 * browser loads only when the visitor is about to use it, to hydrate that element alone
 * (docs/forms.md, "Islands"). The name is what `defineIsland` writes into the page; the loader is
 * the chunk the browser imports for it (src/enhance/islands.ts).
 */
export const ISLANDS = {
  "contact-form": () => import("@/forms/contact/ContactForm.island"),
  "job-application-form": () => import("@/forms/jobApplication/JobApplicationForm.island"),
  "newsletter-form": () => import("@/forms/newsletter/NewsletterForm.island"),
};

export type IslandName = keyof typeof ISLANDS;

/** Whether a name from the page is one of the site's islands. */
export function isIslandName(name: string | undefined): name is IslandName {
  return name !== undefined && Object.hasOwn(ISLANDS, name);
}
