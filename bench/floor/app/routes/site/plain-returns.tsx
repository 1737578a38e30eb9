import { PAGES } from "../../../../../app/content/pages";
import { RETURNS } from "../../../../../app/content/policies";

export default function Returns() {
  return (
    <>
      <h1>{PAGES.returns.name}</h1>
      <p>{RETURNS.lead}</p>
      <ul>
        {RETURNS.highlights.map(({ value, label }) => (
          <li key={value}>
            {value} {label}
          </li>
        ))}
      </ul>
      <h2>{RETURNS.stepsTitle}</h2>
      <ol>
        {RETURNS.steps.map(({ title, text }) => (
          <li key={title}>
            <h3>{title}</h3>
            <p>{text}</p>
          </li>
        ))}
      </ol>
      <h2>{RETURNS.afterWindowTitle}</h2>
      <p>{RETURNS.afterWindowText}</p>
      <h2>{RETURNS.startReturnTitle}</h2>
      <p>{RETURNS.startReturnText}</p>
    </>
  );
}
