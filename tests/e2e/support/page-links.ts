import { FOOTER_COLUMNS } from "../../../app/content/site";

/**
 * The words of the footer's link to a page, which a shopper follows to open it: every page but
 * the home page has one (the header's logo leads home). Read from the footer's content, so that a
 * page added with its link is followed by the tests that go through every page.
 */
export function footerLinkLabel(path: string): string {
  const link = FOOTER_COLUMNS.flatMap(({ links }) => links).find(
    (entry) => "to" in entry && entry.to === path,
  );
  if (!link) throw new Error(`No footer link leads to ${path}`);
  return link.label;
}
