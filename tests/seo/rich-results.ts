/**
 * The rules of Google's rich results for the types this site marks up: the fields each type
 * requires, and the values they must hold. Each checker returns what is wrong, or nothing.
 * https://developers.google.com/search/docs/appearance/structured-data/product-snippet
 * https://developers.google.com/search/docs/appearance/structured-data/faqpage
 * https://developers.google.com/search/docs/appearance/structured-data/breadcrumb
 */
export type JsonLdNode = Record<string, unknown>;

const isText = (value: unknown): value is string =>
  typeof value === "string" && value.trim() !== "";
const isNumber = (value: unknown) =>
  (typeof value === "number" || typeof value === "string") &&
  Number.isFinite(Number(value));
const isAbsoluteUrl = (value: unknown) =>
  isText(value) && /^https?:\/\//.test(value);
const asNode = (value: unknown): JsonLdNode | undefined =>
  typeof value === "object" && value !== null
    ? (value as JsonLdNode)
    : undefined;

export function productProblems(product: JsonLdNode): string[] {
  const problems: string[] = [];
  if (!isText(product.name)) problems.push("Product needs a name");
  if (!isText(product.description))
    problems.push("Product needs a description");
  if (!isAbsoluteUrl(product.image))
    problems.push("Product needs an absolute image URL");
  const offer = asNode(product.offers);
  const rating = asNode(product.aggregateRating);
  if (!offer && !rating && !product.review) {
    problems.push("Product needs offers, aggregateRating or review");
  }
  if (offer) {
    if (offer["@type"] !== "Offer") problems.push("offers must be an Offer");
    if (!isNumber(offer.price) || Number(offer.price) <= 0) {
      problems.push("Offer needs a positive price");
    }
    if (!/^[A-Z]{3}$/.test(String(offer.priceCurrency))) {
      problems.push("Offer needs an ISO 4217 priceCurrency");
    }
  }
  if (rating) {
    const best = Number(rating.bestRating ?? 5);
    const worst = Number(rating.worstRating ?? 1);
    const value = Number(rating.ratingValue);
    if (!isNumber(rating.ratingValue) || value < worst || value > best) {
      problems.push("AggregateRating needs a ratingValue within its scale");
    }
    if (
      !(Number(rating.reviewCount) > 0) &&
      !(Number(rating.ratingCount) > 0)
    ) {
      problems.push(
        "AggregateRating needs a positive reviewCount or ratingCount",
      );
    }
  }
  return problems;
}

export function faqPageProblems(faq: JsonLdNode): string[] {
  const questions = faq.mainEntity;
  if (!Array.isArray(questions) || questions.length === 0) {
    return ["FAQPage needs mainEntity questions"];
  }
  return questions.flatMap((entry: unknown, index) => {
    const question = asNode(entry);
    const answer = asNode(question?.acceptedAnswer);
    const problems: string[] = [];
    if (question?.["@type"] !== "Question")
      problems.push(`entry ${index} must be a Question`);
    if (!isText(question?.name))
      problems.push(`Question ${index} needs a name`);
    if (answer?.["@type"] !== "Answer" || !isText(answer.text)) {
      problems.push(`Question ${index} needs an acceptedAnswer with text`);
    }
    return problems;
  });
}

export function breadcrumbListProblems(list: JsonLdNode): string[] {
  const items = list.itemListElement;
  if (!Array.isArray(items) || items.length < 2) {
    return ["BreadcrumbList needs at least two ListItems"];
  }
  return items.flatMap((entry: unknown, index) => {
    const item = asNode(entry);
    const problems: string[] = [];
    if (item?.["@type"] !== "ListItem")
      problems.push(`item ${index} must be a ListItem`);
    if (item?.position !== index + 1)
      problems.push(`item ${index} needs position ${index + 1}`);
    if (!isText(item?.name)) problems.push(`item ${index} needs a name`);
    // Only the last item, the page itself, may leave its URL out.
    if (index < items.length - 1 && !isAbsoluteUrl(item?.item)) {
      problems.push(`item ${index} needs an absolute URL`);
    }
    return problems;
  });
}
