import { FAQ } from "../../../../../app/content/faq";
import { HELP_CENTER } from "../../../../../app/content/help-center";
import { PAGES } from "../../../../../app/content/pages";
import Chat from "../chat";

export default function HelpCenter() {
  return (
    <>
      <h1>{PAGES.helpCenter.name}</h1>
      <p>{HELP_CENTER.lead}</p>
      <Chat />
      <h2>{FAQ.title}</h2>
      <dl>
        {FAQ.entries.map(({ question, answer }) => (
          <div key={question}>
            <dt>{question}</dt>
            <dd>{answer}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}
