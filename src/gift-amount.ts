/**
 * A donation address that takes an amount: many hosted giving pages read it from the address, so a setting may say
 * where with `{amount}` in a query value (`https://pay.example.com/give?amount={amount}`). The impact ladder's
 * amounts then open the page with that amount chosen; every other link drops the value and lets the page ask.
 */
export const AMOUNT = "{amount}";

/** Whether a donation address has a place for the amount. */
export const takesAmount = (address: string) => address.includes(AMOUNT);

/** The address with an amount chosen ("25"). */
export const withAmount = (address: string, amount: string) => address.split(AMOUNT).join(encodeURIComponent(amount));

/** The address with no amount chosen: its query values that hold the amount are dropped. */
export function withoutAmount(address: string): string {
  if (!takesAmount(address)) return address;
  const url = new URL(address);
  for (const [name, value] of [...url.searchParams]) if (value.includes(AMOUNT)) url.searchParams.delete(name);
  return url.toString();
}

/** Why an address's `{amount}` cannot be used: it is somewhere other than a query value. */
export const amountMisplaced = (address: string) => {
  if (!takesAmount(address)) return false;
  const [beforeQuery] = address.split("?");
  return beforeQuery.includes(AMOUNT) || address.split("#")[1]?.includes(AMOUNT) === true;
};
