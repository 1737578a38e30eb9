/** The warranty and returns terms: only the facts of the spec's section 9. */
import { PATHS } from "./site";

export const RETURN_WINDOW_DAYS = 30;

type WarrantyCoverage = { model: string; term: string };

export const WARRANTY = {
  lead: "Every Circularium comes with a limited warranty against defects in materials and workmanship. Here is what it covers and how to use it.",
  coverageTitle: "Coverage by model",
  modelHeading: "Model",
  termHeading: "Limited warranty",
  coverage: [
    { model: "Circularium Deluxe", term: "2 years" },
    { model: "Circularium Pro", term: "6 months" },
    { model: "Circularium Nano", term: "6 months" },
  ] satisfies readonly WarrantyCoverage[],
  termsTitle: "What the warranty covers",
  terms: [
    {
      title: "Defects in materials and workmanship",
      text: "The warranty covers defects in materials and workmanship under normal use.",
    },
    {
      title: "Original purchaser only",
      text: "It applies to the original purchaser only and is non-transferable.",
    },
    {
      title: "Claimed through an RMA",
      text: "Every warranty claim is made through an RMA (Return Merchandise Authorization).",
    },
  ],
  claimTitle: "Making a claim",
  claimText:
    "Request an RMA for your aquarium and keep its RMA number: your claim is handled under it.",
  requestRma: "Request RMA",
  related: { label: "Read our returns policy", to: PATHS.returns },
} as const;

export const RETURNS = {
  lead: `Changed your mind? You have ${RETURN_WINDOW_DAYS} days from delivery to return your Circularium for a full refund.`,
  highlights: [
    {
      value: `${RETURN_WINDOW_DAYS} days`,
      label: "from the delivery date for a full refund",
    },
    {
      value: "RMA",
      label: "number required before any return",
    },
    {
      value: "Original",
      label: "condition and packaging",
    },
  ],
  stepsTitle: "How to return an item",
  steps: [
    {
      title: "Request an RMA number",
      text: "An RMA number is required before any return. Returns without one are not accepted.",
    },
    {
      title: "Pack it as it came",
      text: "The item must be in its original condition and in its original packaging.",
    },
    {
      title: `Send it within ${RETURN_WINDOW_DAYS} days of delivery`,
      text: `Returns within ${RETURN_WINDOW_DAYS} days of the delivery date receive a full refund.`,
    },
  ],
  afterWindowTitle: `After ${RETURN_WINDOW_DAYS} days`,
  afterWindowText: `After ${RETURN_WINDOW_DAYS} days no refunds are given. Replacement units or parts remain available under warranty.`,
  startReturnTitle: "Ready to return?",
  startReturnText:
    "Start with an RMA number: every return needs one before it is sent.",
  startReturn: "Start a Return",
  related: { label: "Read our warranty policy", to: PATHS.warranty },
} as const;
