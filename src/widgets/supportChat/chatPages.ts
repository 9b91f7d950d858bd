/**
 * Whether the support chat belongs on a page (SUPPORT_CHAT_PAGES): an entry matches its own path
 * and every path below it; "/" alone means every page.
 */
export function isSupportChatPage(pages: readonly string[], path: string): boolean {
  const clean = (path.split(/[?#]/)[0] || "/").replace(/(.)\/+$/, "$1");
  return pages.some((entry) => {
    const page = entry.replace(/(.)\/+$/, "$1");
    return page === "/" || clean === page || clean.startsWith(`${page}/`);
  });
}
