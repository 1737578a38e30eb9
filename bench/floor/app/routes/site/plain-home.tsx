import {
  CALL_TO_ACTION,
  CATALOGUE,
  FEATURES,
  HERO,
} from "../../../../../app/content/copy";
import { PRODUCTS } from "../../../../../app/content/products";

export default function Home() {
  return (
    <>
      <h1>{HERO.title}</h1>
      <p>{HERO.lead}</p>
      <h2>{FEATURES.title}</h2>
      <p>{FEATURES.lead}</p>
      <ul>
        {FEATURES.items.map(({ title, text }) => (
          <li key={title}>
            <h3>{title}</h3>
            <p>{text}</p>
          </li>
        ))}
      </ul>
      <h2>{CATALOGUE.title}</h2>
      <p>{CATALOGUE.lead}</p>
      {PRODUCTS.map(({ id, name, price, features }) => (
        <article key={id}>
          <h3>{name}</h3>
          <p>${price}</p>
          <ul>
            {features.map((feature) => (
              <li key={feature}>{feature}</li>
            ))}
          </ul>
        </article>
      ))}
      <h2>{CALL_TO_ACTION.title}</h2>
      <p>{CALL_TO_ACTION.lead}</p>
    </>
  );
}
