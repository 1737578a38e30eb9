import { clsx } from "clsx";
import { SendHorizontal } from "lucide-react";
import { useEffect, useRef, type SubmitEvent } from "react";
import { iconButtonVariants } from "~/components/ui/button";
import { HELP_CHAT } from "~/content/help-center";
import { useChatState, useChatStore } from "./use-chat-store";

/** The text box and send button; Enter sends because it submits the form. */
export function ChatComposer() {
  const store = useChatStore();
  const draft = useChatState((state) => state.draft);
  const input = useRef<HTMLInputElement>(null);

  // Text typed before the page hydrated is in the box, but not in the draft that Enter sends.
  useEffect(() => {
    const typed = input.current?.value ?? "";
    if (typed !== store.getSnapshot().draft) store.setDraft(typed);
  }, [store]);

  function handleSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    store.sendDraft();
    // The box shows the draft as it now is. React writes a controlled box only when the value it
    // renders changes, and an Enter typed before hydration is replayed before the box is rendered
    // with the text copied above: from empty to empty, React (memoised,
    // docs/decisions/138-react-compiler.md) would leave the sent text in the box.
    if (input.current) input.current.value = store.getSnapshot().draft;
  }

  return (
    <form
      onSubmit={handleSubmit}
      className="flex items-center gap-2 border-t border-lagoon-100 bg-white p-3"
    >
      <label htmlFor="help-chat-input" className="sr-only">
        {HELP_CHAT.inputLabel}
      </label>
      <input
        ref={input}
        id="help-chat-input"
        type="text"
        dir="auto"
        autoComplete="off"
        value={draft}
        onChange={(event) => store.setDraft(event.target.value)}
        placeholder={HELP_CHAT.placeholder}
        // 16 px: iOS zooms the page into a text box whose text is smaller, when it is tapped.
        className="h-11 min-w-0 flex-1 rounded-full border border-lagoon-200 bg-sand px-4 text-base text-ink placeholder:text-muted focus-visible:border-lagoon-500 focus-visible:outline-offset-0"
      />
      <button
        type="submit"
        aria-label={HELP_CHAT.send}
        // A tap sends without taking the focus from the box: on a phone, the keyboard stays up
        // for the next message instead of closing after each.
        onMouseDown={(event) => event.preventDefault()}
        className={clsx(iconButtonVariants({ variant: "primary" }), "size-11")}
      >
        <SendHorizontal aria-hidden="true" className="size-5" />
      </button>
    </form>
  );
}
