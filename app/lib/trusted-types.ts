/**
 * The shop's Trusted Types policies. Every page's Content-Security-Policy requires Trusted Types
 * for scripts and allows these names alone (the build writes them into it), so that no string
 * reaches a script sink but through a rule of ours (docs/decisions/129-trusted-types.md).
 */
export const TRUSTED_TYPES_POLICIES = [
  "structured-data",
  "service-worker",
] as const;

type PolicyName = (typeof TRUSTED_TYPES_POLICIES)[number];
type Kind = "createScript" | "createScriptURL";

/**
 * One policy of the shop's, with one rule, created at its first use: a function from a string
 * to what the sink takes. That is the policy's Trusted Type where the browser has Trusted Types;
 * elsewhere it enforces none, and the rule's string goes through, the rule still refusing what it
 * refuses. Typed as a string, since TypeScript's DOM types know no Trusted Types.
 */
export function trustedTypesPolicy(
  name: PolicyName,
  kind: Kind,
  rule: (input: string) => string,
): (input: string) => string {
  const rules: TrustedTypePolicyOptions = { [kind]: rule };
  let policy: TrustedTypePolicy | undefined;
  return (input) => {
    policy ??= window.trustedTypes?.createPolicy(name, rules);
    return (policy?.[kind](input) ?? rule(input)) as string;
  };
}
