import { contentPage } from "@/sections/document/contentPage";
import { loadAuthors } from "@/sections/authors/authorsLoader";
import { AuthorsView, type AuthorsViewProps } from "@/sections/authors/AuthorsView";

/** A content page: no framework JavaScript in the browser (docs/decisions.md). */
export const config = { unstable_runtimeJS: false };

const loading = contentPage({
  route: "/authors",
  landing: "authors",
  load: async ({ client, locale }) => ({ authors: await loadAuthors(client, locale) }),
});
export const getStaticProps = loading.getStaticProps;

/** `/autor`: the health professionals who write the site's advice. */
export default function AuthorsPage(props: AuthorsViewProps) {
  return <AuthorsView {...props} />;
}
