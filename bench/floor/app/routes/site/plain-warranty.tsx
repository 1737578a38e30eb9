import { PAGES } from "../../../../../app/content/pages";
import { WARRANTY } from "../../../../../app/content/policies";

export default function Warranty() {
  return (
    <>
      <h1>{PAGES.warranty.name}</h1>
      <p>{WARRANTY.lead}</p>
      <h2>{WARRANTY.coverageTitle}</h2>
      <table>
        <tbody>
          {WARRANTY.coverage.map(({ model, term }) => (
            <tr key={model}>
              <th scope="row">{model}</th>
              <td>{term}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <h2>{WARRANTY.termsTitle}</h2>
      <ul>
        {WARRANTY.terms.map(({ title, text }) => (
          <li key={title}>
            <h3>{title}</h3>
            <p>{text}</p>
          </li>
        ))}
      </ul>
      <h2>{WARRANTY.claimTitle}</h2>
      <p>{WARRANTY.claimText}</p>
    </>
  );
}
