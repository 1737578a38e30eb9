/** A path of the site as an absolute URL, at the address it is published at. */
export const absoluteUrl = (path: string) => `${__SITE_URL__}${path}`;
