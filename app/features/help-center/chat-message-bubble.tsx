import { Fragment } from "react";
import { Link } from "react-router";
import type { SiteLink } from "~/content/site";
import { HELP_CHAT } from "~/content/help-center";
import { clsx } from "clsx";
import type { ChatMessage } from "./chat-reducer";

/** One message. Its text is rendered as text, never as HTML. */
export function ChatMessageBubble({ message }: { message: ChatMessage }) {
  const fromUser = message.from === "user";
  return (
    <div className={clsx("flex", fromUser ? "justify-end" : "justify-start")}>
      <div
        className={clsx(
          "max-w-[85%] rounded-2xl px-4 py-3 text-sm leading-relaxed break-words",
          fromUser
            ? "rounded-br-md bg-lagoon-700 text-white forced-colors:border"
            : "rounded-bl-md border border-lagoon-100 bg-white text-ink",
        )}
      >
        {/* Its spaces kept, as the user typed them. */}
        <p className="whitespace-pre-wrap">
          <span className="sr-only">
            {HELP_CHAT.saidBy(fromUser ? HELP_CHAT.you : HELP_CHAT.botName)}
          </span>
          {/* A paragraph of its own direction, from its first letter: Hebrew or Arabic reads
              right to left, whatever the page's direction. */}
          <span dir="auto" className="block">
            {message.text}
          </span>
        </p>
        {/* The space, which the layout does not draw, keeps the last sentence and the first link
            apart when the message is read as one text, as the transcript's live region is. */}
        {message.links && (
          <>
            {" "}
            <MessageLinks links={message.links} />
          </>
        )}
      </div>
    </div>
  );
}

/**
 * The pages a message points to, as a list named for what they are. A space between the links,
 * which their flex row does not draw, keeps each apart when the list is read as one text.
 */
function MessageLinks({ links }: { links: readonly SiteLink[] }) {
  return (
    <ul aria-label={HELP_CHAT.linksLabel} className="mt-3 flex flex-wrap gap-2">
      {links.map((link, index) => (
        <Fragment key={link.to}>
          {index > 0 && " "}
          <li>
            <Link
              to={link.to}
              className="inline-flex rounded-full bg-lagoon-50 px-3 py-1.5 text-xs font-semibold text-lagoon-800 transition-colors hover:bg-lagoon-100"
            >
              {link.label}
            </Link>
          </li>
        </Fragment>
      ))}
    </ul>
  );
}
