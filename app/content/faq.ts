/** The help centre's questions, answered only from the warranty and returns terms. */
import { RETURN_WINDOW_DAYS } from "./policies";

export type FaqEntry = { question: string; answer: string };

export const FAQ = {
  id: "faq",
  title: "Frequently asked questions",
  lead: "Quick answers about warranties, returns and RMA numbers.",
  entries: [
    {
      question: "How long is the warranty on my aquarium?",
      answer:
        "The Circularium Deluxe has a 2-year limited warranty. The Circularium Pro and Circularium Nano have a 6-month limited warranty.",
    },
    {
      question: "What does the warranty cover?",
      answer:
        "Defects in materials and workmanship under normal use. The warranty is non-transferable and applies to the original purchaser only.",
    },
    {
      question: "How do I make a warranty claim?",
      answer:
        "Warranty claims are made through an RMA (Return Merchandise Authorization). Request an RMA number for your aquarium first.",
    },
    {
      question: "How long do I have to return an item?",
      answer: `${RETURN_WINDOW_DAYS} days from the delivery date for a full refund. The item must be in its original condition and packaging.`,
    },
    {
      question: "Do I need an RMA number to send something back?",
      answer:
        "Yes. An RMA number is required before any return, and returns without one are not accepted.",
    },
    {
      question: `What if it has been more than ${RETURN_WINDOW_DAYS} days?`,
      answer: `After ${RETURN_WINDOW_DAYS} days there are no refunds, but replacement units or parts are available under warranty.`,
    },
  ] satisfies readonly FaqEntry[],
} as const;
