/**
 * Holds each number to the word its hyphen joins it to ("6-month", "22-gallon") with a word
 * joiner (U+2060, drawn as nothing) after the hyphen, so that a line does not break there: a
 * phone's narrow column split "6-" from "month". Applied where the text is shown, not in the
 * copy, which structured data and tests read as written.
 */
export const keepNumbersWithUnits = (text: string) =>
  text.replace(/(\d)-(?=\p{L})/gu, "$1-\u2060");
