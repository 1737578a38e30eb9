import { Link } from "react-router";
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
          "max-w-[85%] rounded-2xl px-4 py-3 text-sm leading-relaxed break-words whitespace-pre-wrap",
          fromUser
            ? "rounded-br-md bg-lagoon-700 text-white forced-colors:border"
            : "rounded-bl-md border border-lagoon-100 bg-white text-ink",
        )}
      >
        <p>
          <span className="sr-only">
            {HELP_CHAT.saidBy(fromUser ? HELP_CHAT.you : HELP_CHAT.botName)}
          </span>
          {/* A paragraph of its own direction, from its first letter: Hebrew or Arabic reads
              right to left, whatever the page's direction. */}
          <span dir="auto" className="block">
            {message.text}
          </span>
        </p>
        {message.links && (
          <ul className="mt-3 flex flex-wrap gap-2">
            {message.links.map((link) => (
              <li key={link.to}>
                <Link
                  to={link.to}
                  className="inline-flex rounded-full bg-lagoon-50 px-3 py-1.5 text-xs font-semibold text-lagoon-800 transition-colors hover:bg-lagoon-100"
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
