/** Text safe in XML content and quoted attributes: the five special characters as references. */
export const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);
