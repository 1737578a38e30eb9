import { Bot } from "lucide-react";
import { useEffect, useRef } from "react";
import { HELP_CHAT } from "~/content/help-center";
import { ChatComposer } from "./chat-composer";
import { ChatMessageBubble } from "./chat-message-bubble";
import { useChatState } from "./use-chat-store";

/** The help centre's chat panel: a fixed-height card with a live transcript. */
export function HelpChat() {
  const messages = useChatState((state) => state.messages);
  const pendingReplies = useChatState((state) => state.pendingReplies);
  const transcript = useRef<HTMLDivElement>(null);

  // The transcript scrolls inside the panel's fixed height, and a scroll box does not follow what
  // is added at its end: a new message would land out of sight.
  useEffect(() => {
    const log = transcript.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [messages.length, pendingReplies]);

  return (
    <section
      aria-labelledby="help-chat-title"
      className="flex h-[600px] flex-col overflow-hidden rounded-3xl border border-lagoon-100 bg-white shadow-card"
    >
      <header className="flex items-center gap-3 border-b border-lagoon-100 bg-lagoon-900 px-5 py-4 text-white">
        <span className="grid size-10 place-items-center rounded-full bg-white/10">
          <Bot aria-hidden="true" className="size-5" />
        </span>
        <div>
          <h2 id="help-chat-title" className="font-semibold">
            {HELP_CHAT.botName}
          </h2>
          <p className="flex items-center gap-1.5 text-sm text-lagoon-100">
            <span
              aria-hidden="true"
              className="size-2 rounded-full bg-emerald-400"
            />
            {HELP_CHAT.status}
          </p>
        </div>
      </header>
      <div
        ref={transcript}
        role="log"
        aria-label={HELP_CHAT.transcriptLabel}
        tabIndex={0}
        className="flex flex-1 flex-col overflow-y-auto focus-ring-inset bg-sand/60 px-5 py-6 [overflow-anchor:none]"
      >
        {/* Stacked from the bottom, as a conversation grows: the newest message sits just above
            the box it was typed in, which on a short screen (a phone held sideways or with its
            keyboard open, or zoomed in) is all of the panel in sight. Nor may the browser's
            scroll anchoring follow the older messages up, moving the page (overflow-anchor). */}
        <div className="mt-auto space-y-4">
          {messages.map((message) => (
            <ChatMessageBubble key={message.id} message={message} />
          ))}
          {pendingReplies > 0 && (
            <p className="text-sm text-muted italic">{HELP_CHAT.typing}</p>
          )}
        </div>
      </div>
      <ChatComposer />
    </section>
  );
}
