/** The site's web fonts (app/fonts/fonts.css), each with a fallback face sized to stand in for it. */
export const WEB_FONTS = ["Inter", "Fraunces"];

/**
 * Runs in the page: which of `families` its text is drawn in. They are `font-display: optional`
 * (record 112): one that came later than its first 100 ms is loaded but not used on that
 * page, which `document.fonts` does not tell; the fallback face then draws a line of text at
 * another width than the font itself.
 */
export function webFontsDrawn(families: string[]) {
  const widthOfALine = (fontFamily: string) => {
    const line = document.createElement("span");
    Object.assign(line.style, {
      position: "absolute",
      whiteSpace: "nowrap",
      font: `600 40px ${fontFamily}`,
    });
    line.textContent = "Self-cleaning aquariums, 3D printed";
    document.body.append(line);
    const { width } = line.getBoundingClientRect();
    line.remove();
    return width;
  };
  return families.filter(
    (family) =>
      widthOfALine(`"${family}", "${family} Fallback"`) !==
      widthOfALine(`"${family} Fallback"`),
  );
}
