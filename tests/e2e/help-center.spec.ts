import type { Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./support/fixtures";
import { PHONE_WIDTHS } from "./support/on-screen";
import {
  botMessages,
  chatPanel,
  fallbackReply,
  messageBox,
  replyLink,
  send,
  sendButton,
  transcript,
  userMessages,
} from "./support/chat";
import { linesOfNumbersWithUnits } from "./support/text";
import { typeInto } from "./support/typing";

/** Sends a message and lets the paused clock run the bot's 1-second wait. */
async function sendAndAwaitReply(page: Page, text: string) {
  await send(page, text);
  await page.clock.runFor(1000);
}

test.describe("help center chat", () => {
  test("is a 600 px panel titled Aqua Support Bot, Online @mobile", async ({
    page,
    visit,
  }) => {
    await visit("/help-center");
    const panel = chatPanel(page);
    await expect(
      panel.getByRole("heading", { name: "Aqua Support Bot" }),
    ).toBeVisible();
    await expect(panel.getByText("Online", { exact: true })).toBeVisible();
    expect((await panel.boundingBox())?.height).toBe(600);
    await expect(messageBox(page)).toBeVisible();
    await expect(sendButton(page)).toBeVisible();
  });

  test("opens with a greeting from the bot", async ({ page, visit }) => {
    await visit("/help-center");
    await expect(botMessages(page)).toHaveCount(1);
    await expect(botMessages(page)).toHaveText(/^Aqua Support Bot: \S/);
    await expect(botMessages(page)).not.toHaveText(fallbackReply);
    await expect(userMessages(page)).toHaveCount(0);
  });

  test("Enter sends the message, clears the input, and the bot replies 1 second later @mobile", async ({
    page,
    visit,
  }) => {
    await visit("/help-center", { pausedClock: true });
    await typeInto(messageBox(page), "How long is the warranty?");
    await messageBox(page).press("Enter");

    await expect(userMessages(page)).toHaveText([
      "You: How long is the warranty?",
    ]);
    await expect(messageBox(page)).toHaveValue("");
    await page.clock.runFor(999);
    await expect(botMessages(page)).toHaveCount(1);

    await page.clock.runFor(1);
    await expect(botMessages(page)).toHaveCount(2);
    await expect(botMessages(page).last()).toHaveText(fallbackReply);
    await expect(botMessages(page).last()).toBeInViewport();
    // Each is appended: the greeting, the message, then the reply.
    await expect(transcript(page).getByRole("paragraph")).toHaveText([
      /^Aqua Support Bot: /,
      "You: How long is the warranty?",
      fallbackReply,
    ]);
  });

  test("the send button sends the message and the bot replies 1 second later", async ({
    page,
    visit,
  }) => {
    await visit("/help-center", { pausedClock: true });
    await typeInto(messageBox(page), "Can I return my Nano?");
    await sendButton(page).click();

    await expect(userMessages(page)).toHaveText(["You: Can I return my Nano?"]);
    await expect(messageBox(page)).toHaveValue("");
    await page.clock.runFor(999);
    await expect(botMessages(page)).toHaveCount(1);
    await page.clock.runFor(1);
    await expect(botMessages(page).last()).toHaveText(fallbackReply);
  });

  test("a tap or a click on the send button leaves the focus in the message box, so a phone's keyboard stays up for the next message @mobile", async ({
    page,
    visit,
    hasTouch,
    browserName,
  }) => {
    await visit("/help-center");
    await typeInto(messageBox(page), "First");
    // Playwright's tap reaches no page in Firefox (over WebDriver BiDi): a click there.
    const tap = hasTouch && browserName === "chromium";
    await (tap ? sendButton(page).tap() : sendButton(page).click());
    await expect(userMessages(page)).toHaveText(["You: First"]);
    await expect(messageBox(page)).toBeFocused();
    await page.keyboard.type("Second");
    await page.keyboard.press("Enter");
    await expect(userMessages(page)).toHaveText(["You: First", "You: Second"]);
  });

  test("each message gets its own reply", async ({ page, visit }) => {
    await visit("/help-center", { pausedClock: true });
    await send(page, "First");
    await send(page, "Second");
    await expect(userMessages(page)).toHaveText(["You: First", "You: Second"]);
    await page.clock.runFor(1000);
    await expect(botMessages(page)).toHaveCount(3);
    await expect(botMessages(page).nth(1)).toHaveText(fallbackReply);
    await expect(botMessages(page).nth(2)).toHaveText(fallbackReply);
  });

  for (const link of [
    { name: "FAQ", url: "/help-center#faq" },
    { name: "Warranty", url: "/warranty" },
    { name: "Returns", url: "/returns" },
  ] as const) {
    test(`the bot's reply links to the ${link.name}`, async ({
      page,
      visit,
    }) => {
      await visit("/help-center", { pausedClock: true });
      await sendAndAwaitReply(page, "Hello?");

      await replyLink(page, link.name).click();
      await expect(page).toHaveURL(link.url);
      if (link.name === "FAQ") {
        await expect(
          page.getByRole("heading", { name: /frequently asked questions/i }),
        ).toBeInViewport();
      } else {
        await expect(
          page.getByRole("heading", {
            level: 1,
            name: link.name === "Warranty" ? "Warranty Policy" : /^Returns/,
          }),
        ).toBeVisible();
      }
    });
  }

  test("the conversation waits on its page while the bot's link is followed: the reply owed, the draft @mobile", async ({
    page,
    visit,
  }) => {
    await visit("/help-center", { pausedClock: true });
    await sendAndAwaitReply(page, "Hello?");
    await send(page, "And the Nano?");
    await typeInto(messageBox(page), "One more thing");

    await replyLink(page, "Returns").click();
    await expect(page).toHaveURL("/returns");
    // The second reply comes while the chat's page is away.
    await page.clock.runFor(1000);
    await page.goBack();

    await expect(page).toHaveURL("/help-center");
    await expect(userMessages(page)).toHaveText([
      "You: Hello?",
      "You: And the Nano?",
    ]);
    await expect(botMessages(page)).toHaveCount(3);
    await expect(botMessages(page).nth(2)).toHaveText(fallbackReply);
    await expect(messageBox(page)).toHaveValue("One more thing");
  });

  test("a reload starts the conversation afresh, as it does the cart", async ({
    page,
    visit,
  }) => {
    await visit("/help-center");
    await send(page, "Hello?");
    await expect(userMessages(page)).toHaveCount(1);
    await page.reload();
    // The pre-rendered page always holds the greeting alone: only the hydrated one could differ,
    // and a message sent in it shows what it holds.
    await waitForHydration(page);
    await send(page, "Again?");
    await expect(userMessages(page)).toHaveText(["You: Again?"]);
  });

  test("the message box's text is 16 px, below which iOS zooms the page into it when tapped @mobile", async ({
    page,
    visit,
  }) => {
    await visit("/help-center");
    await expect(messageBox(page)).toHaveCSS("font-size", "16px");
  });

  test("the message box is named by the words its placeholder shows, which a speech-input user says to reach it (WCAG 2.5.3)", async ({
    page,
    visit,
  }) => {
    await visit("/help-center");
    const box = page.getByRole("textbox");
    await expect(box).toHaveAttribute("placeholder", "Type your message…");
    await expect(box).toHaveAccessibleName("Type your message");
  });

  test("a message of only whitespace is not sent", async ({ page, visit }) => {
    await visit("/help-center", { pausedClock: true });
    await send(page, "   ");
    await typeInto(messageBox(page), " \t ");
    await sendButton(page).click();
    await send(page, "");

    await page.clock.runFor(2000);
    await expect(userMessages(page)).toHaveCount(0);
    await expect(botMessages(page)).toHaveCount(1);
  });

  test("a message with spaces around it is sent, trimmed, and answered", async ({
    page,
    visit,
  }) => {
    await visit("/help-center", { pausedClock: true });
    await send(page, "  Is the Nano quiet? \t ");
    await expect(userMessages(page)).toHaveText(["You: Is the Nano quiet?"]);
    // The bubble keeps the spaces it is given (pre-wrap), and Playwright's text matching would
    // not see them: the text itself, as sent.
    await expect(
      transcript(page).getByText("Is the Nano quiet?"),
    ).toHaveJSProperty("textContent", "Is the Nano quiet?");
    await page.clock.runFor(1000);
    await expect(botMessages(page)).toHaveCount(2);
  });

  test("a message is shown as the text the user typed, never as HTML", async ({
    page,
    visit,
  }) => {
    await visit("/help-center", { pausedClock: true });
    const markup = "<img src=x onerror=alert(1)> <b>bold</b>";
    await sendAndAwaitReply(page, markup);

    await expect(userMessages(page)).toHaveText([`You: ${markup}`]);
    await expect(transcript(page).getByRole("img")).toHaveCount(0);
    await expect(
      transcript(page).getByText("bold", { exact: true }),
    ).toHaveCount(0);
  });

  test("a message in Hebrew or Arabic reads right to left, in the box and in the transcript", async ({
    page,
    visit,
  }) => {
    await visit("/help-center");
    const hebrew = "שלום, אני רוצה להחזיר את האקווריום!";
    await typeInto(messageBox(page), hebrew);
    await expect(messageBox(page)).toHaveCSS("direction", "rtl");
    await messageBox(page).press("Enter");
    await expect(transcript(page).getByText(hebrew)).toHaveCSS(
      "direction",
      "rtl",
    );
    await expect(messageBox(page)).toHaveCSS("direction", "ltr");
    await expect(
      transcript(page).getByText(/^Hi, I'm Aqua Support Bot/),
    ).toHaveCSS("direction", "ltr");
  });

  test("the transcript is a live log that scrolls to the newest message", async ({
    page,
    visit,
  }) => {
    await visit("/help-center", { pausedClock: true });
    const log = transcript(page);
    // A log role is a polite live region: new messages are announced.
    await expect(log).toBeVisible();

    for (let message = 1; message <= 5; message += 1) {
      await sendAndAwaitReply(page, `Question ${message}`);
      await expect(botMessages(page)).toHaveCount(message + 1);
      await expect(botMessages(page).last()).toBeInViewport();
    }
    await expect(userMessages(page).last()).toHaveText("You: Question 5");
    // The greeting has scrolled out of the panel.
    await expect(botMessages(page).first()).not.toBeInViewport();
    const scrolled = await log.evaluate((element) => element.scrollTop);
    expect(scrolled).toBeGreaterThan(0);
  });

  test("on a short screen (zoomed in to 200 %), each new message shows just above the message box, which stays put @mobile", async ({
    page,
    visit,
  }) => {
    // 1280 × 720 at 200 %: the 600 px panel is taller than the screen below the sticky header,
    // as it is on a phone held sideways or with its keyboard open.
    await page.setViewportSize({ width: 640, height: 360 });
    await visit("/help-center", { pausedClock: true });
    await messageBox(page).click();
    const typedAt = await messageBox(page).boundingBox();
    const header = await page.getByRole("banner").boundingBox();
    if (!typedAt || !header) throw new Error("no message box or header");
    const inSight = { top: header.y + header.height, bottom: typedAt.y };

    await send(page, "Hello");
    const sent = await userMessages(page).boundingBox();
    expect(
      sent && sent.y >= inSight.top && sent.y + sent.height <= inSight.bottom,
      "what was sent, wholly in sight",
    ).toBe(true);

    await page.clock.runFor(1000);
    await expect(botMessages(page)).toHaveCount(2);
    // A reply taller than the room left shows its end, and scrolls into view from there.
    const reply = await botMessages(page).last().boundingBox();
    expect(
      reply &&
        reply.y + reply.height > inSight.top &&
        reply.y + reply.height <= inSight.bottom,
      "the reply's end in sight",
    ).toBe(true);
    expect(
      await messageBox(page).boundingBox(),
      "the message box where it was",
    ).toEqual(typedAt);
  });
});

test.describe("help center FAQ", () => {
  test("answers the warranty and returns questions @mobile", async ({
    page,
    visit,
  }) => {
    await visit("/help-center");
    const faq = page.getByRole("region", {
      name: /frequently asked questions/i,
    });
    await expect(faq).toBeVisible();

    const entries = [
      {
        question: /^How long is the warranty/,
        // A word joiner, drawn as nothing, holds each number to its unit (see below).
        answers: [
          /Deluxe[^.]*2-\u2060?year/,
          /Pro[^.]*Nano[^.]*6-\u2060?month/,
        ],
      },
      {
        question: /^What does the warranty cover/,
        answers: [
          /defects in materials and workmanship under normal use/i,
          /non-transferable/i,
          /original purchaser only/i,
        ],
      },
      { question: /^How do I make a warranty claim/, answers: [/RMA/] },
      {
        question: /^How long do I have to return/,
        answers: [/30 days from the delivery date for a full refund/i],
      },
      {
        question: /^Do I need an RMA number/,
        answers: [
          /required before any return/i,
          /without one are not accepted/i,
        ],
      },
      {
        question: /^What if it has been more than 30 days/,
        answers: [/no refunds/i, /replacement units or parts/i],
      },
    ];
    for (const { question, answers } of entries) {
      // Each question is a disclosure: its answer shows once it is opened.
      const entry = faq.getByRole("group").filter({ hasText: question });
      await expect(entry).toHaveCount(1);
      await entry.getByText(question).click();
      for (const answer of answers) {
        await expect(entry.getByText(answer)).toBeVisible();
      }
    }
  });

  test("a term such as 6-month stays on one line at every phone width", async ({
    page,
    visit,
  }) => {
    await visit("/help-center");
    const question = page.getByText(/^How long is the warranty/);
    await question.click();
    const answer = page
      .getByRole("group")
      .filter({ has: question })
      .getByText(/limited warranty/);
    for (const width of PHONE_WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      expect(await linesOfNumbersWithUnits(answer), `at ${width} px`).toEqual([
        { text: "2-year", lines: 1 },
        { text: "6-month", lines: 1 },
      ]);
    }
  });
});
