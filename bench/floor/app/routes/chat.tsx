import { useState } from "react";

export default function Chat() {
  const [messages, setMessages] = useState<string[]>([]);
  const [draft, setDraft] = useState("");
  return (
    <section aria-label="Chat">
      <ol role="log">
        {messages.map((message, index) => (
          <li key={index}>{message}</li>
        ))}
      </ol>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          setMessages((previous) => [...previous, draft]);
          setDraft("");
        }}
      >
        <input
          aria-label="Message"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
        />
      </form>
    </section>
  );
}
