/**
 * A course's price as the office writes it ("2.400 TL + KDV"), set apart with its own direction: on a
 * right-to-left page a left-to-right price otherwise reads "TL + KDV 2.400" (the page's direction sets its
 * number apart from its words), while one written in Arabic stays right to left.
 */
export function PriceText({ price }: { price: string }) {
  return <bdi>{price}</bdi>;
}
