/**
 * The shapes of the seed data in this folder, for the type checker (`npm run typecheck`) and for
 * whoever adds an entry. Nothing here runs. `es` / `co` hold a document's version for the es-es /
 * es-co site; `null` means it is not published there. `Markup` fields are rich text written in the
 * markup of ../lib/richtext.mjs (one string per block).
 */

/** @typedef {"es" | "co"} CountryKey  the key of a site's version in the data */
/** @typedef {"es-es" | "es-co"} Lang  a document's language (its site) */
/** @typedef {string[]} Markup  rich text blocks in the markup of ../lib/richtext.mjs */
/** @typedef {{ file: string, art: string }} Illustration  a file under content/assets/ and the key of its scene */

/**
 * One slice in the compact form of `slices()` in ../build-content.mjs: exactly one of the keys,
 * which names the slice. Links (`button_link`, `more_link`) are `type:uid`, `doc:<id>` or a URL.
 * @typedef {object} SliceForm
 * @property {Markup} [rich] rich_text
 * @property {{ title: string, text: Markup, heading_color: string, background_color: string }} [highlight] quote, variation highlight
 * @property {{ quote: Markup, author: string, role: string }} [quote] quote
 * @property {{ image: Illustration & { alt: string }, title: string, text: Markup, right?: boolean,
 *   button_label?: string, button_link?: string }} [iwt] image_with_text (`right`: the imageRight variation)
 * @property {{ title: string, intro?: Markup, heading_color?: string, questions: string[], more_label?: string,
 *   more_link?: string }} [faq] faq_list; `questions` are faq uids
 * @property {{ title: string, text: Markup, button_label: string, button_link: string, background_color: string,
 *   heading_color: string }} [cta] call_to_action
 * @property {{ title: string, text: Markup, button_label: string, privacy_note: Markup }} [newsletter] newsletter_signup
 * @property {{ title: string, intro: Markup, gdpr_consent_label: Markup }} [contact] contact_form
 * @property {{ title: string, intro: Markup, heading_color?: string, cards: object[] }} [cards] card_grid (cards already in Prismic form)
 */

/* ------------------------------------------------------------------ products (products.mjs, drafts.mjs) */

/** @typedef {{ name: string, alt: string, description: Markup }} CategoryText */

/**
 * @typedef {object} ProductCategory
 * @property {string} uid
 * @property {number} order
 * @property {string[]} tags
 * @property {string} published
 * @property {string} updated
 * @property {Illustration} image
 * @property {CategoryText} es
 * @property {CategoryText} co
 */

/**
 * @typedef {object} ProductText
 * @property {string} name
 * @property {string} sub  the second line of the carton's label
 * @property {string} summary
 * @property {string} presentation
 * @property {string} national_code
 * @property {string} alt
 * @property {Markup} description
 * @property {Markup} composition
 * @property {Markup} usage
 * @property {Markup} regulatory
 * @property {string[]} related  product uids
 */

/**
 * @typedef {object} Product
 * @property {string} uid
 * @property {string} category  its product_category uid
 * @property {string[]} tags
 * @property {import("../lib/drawing.mjs").PackshotKind} kind  the container drawn beside the carton
 * @property {string} [emblem]  the drawing on the label (default "flower")
 * @property {string} color  the label colour
 * @property {boolean} medicine  a homeopathic medicine (prospecto / inserto) rather than a product sheet
 * @property {"cosmetic" | "supplement"} [productType]  what a non-medicine is
 * @property {boolean} [pink]  the paediatric pink label
 * @property {string} published
 * @property {string} updated
 * @property {ProductText} es
 * @property {ProductText | null} co
 */

/**
 * A draft that edits a published product (drafts.mjs): its fields that change.
 * @typedef {{ uid: string, lang: Lang, changes: Partial<ProductText> }} ProductEdit
 */

/* ------------------------------------------------------------------ health advice (health.mjs) */

/**
 * @typedef {object} HealthCategory
 * @property {string} uid
 * @property {number} order
 * @property {string} published
 * @property {Illustration} image
 * @property {CategoryText} es
 * @property {CategoryText} co
 */

/** @typedef {{ name: string, role: string, alt: string, bio: Markup }} AuthorText */

/**
 * @typedef {object} Author
 * @property {string} uid
 * @property {string} published
 * @property {{ file: string, art: { avatar: import("../lib/drawing.mjs").AvatarLook } }} image
 * @property {AuthorText} es
 * @property {AuthorText} co
 */

/**
 * @typedef {object} ArticleText
 * @property {string} [uid]  this site's uid, when it differs from the es-es one
 * @property {string} date  YYYY-MM-DD
 * @property {string} title
 * @property {string} summary
 * @property {string} alt
 * @property {Illustration} [image]  this site's image, when it differs
 * @property {SliceForm[]} slices
 * @property {string[]} related  `type:uid` links
 */

/**
 * @typedef {object} Article
 * @property {string} uid
 * @property {string} category  its health_category uid
 * @property {string} author  its author uid
 * @property {string[]} tags
 * @property {Illustration} image
 * @property {ArticleText | null} es
 * @property {ArticleText | null} co
 */

/* ------------------------------------------------------------------ news, jobs, FAQ (news.mjs, jobs.mjs, faq.mjs) */

/**
 * @typedef {object} NewsText
 * @property {string} [uid]  this site's uid, when it differs from the es-es one
 * @property {string} date  YYYY-MM-DD
 * @property {string} title
 * @property {string} summary
 * @property {string} alt
 * @property {SliceForm[]} slices
 */

/** @typedef {{ uid: string, image: Illustration, es: NewsText | null, co: NewsText | null }} NewsItem */

/**
 * A job offer: one document in one language; `data` is the job_offer's fields (rich text as Markup).
 * @typedef {object} Job
 * @property {string} uid
 * @property {Lang} lang
 * @property {string} published
 * @property {{ title: string, location: string, region: string, country_code: string, contract_type: string,
 *   workday: string, department: string, publication_date: string, closing_date: string, is_open: boolean,
 *   summary: string, description: Markup, requirements: Markup, benefits: Markup }} data
 */

/** @typedef {{ name: string, description: Markup }} FaqCategoryText */
/** @typedef {{ uid: string, order: number, es: FaqCategoryText, co: FaqCategoryText }} FaqCategory */
/** @typedef {{ question: string, answer: Markup }} FaqText */
/** @typedef {{ uid: string, category: string, order: number, es: FaqText | null, co: FaqText | null }} Faq */

/* ------------------------------------------------------------------ pages (pages.mjs) */

/** @typedef {{ title: string, meta_description: string, slices: SliceForm[] }} PageText */
/** @typedef {{ uid: string, published: string, updated: string, es: PageText, co: PageText }} Page */

/**
 * The slices that build-content.mjs adds to one site's home document. `featured` becomes a
 * card_grid of the listed products (uids).
 * @typedef {object} HomeAddition
 * @property {{ cards: { title: string, intro: Markup, heading_color: string, products: string[], link_label: string } }} featured
 * @property {SliceForm} faq
 * @property {SliceForm} newsletter
 */

/**
 * A scheduled release that changes one product.
 * @typedef {object} Release
 * @property {string} id
 * @property {string} label
 * @property {string} scheduledAt
 * @property {string} product  the product's uid
 * @property {Lang} lang
 * @property {string} lastPublication
 * @property {{ presentation: string, summary: string, descriptionExtra: string }} changes
 */

export {};
