/**
 * A phone number as it is written ("+90 (212) 555 01 23"), kept left to right: on a right-to-left page (a
 * language the office adds, such as Arabic) the text's direction otherwise reorders its groups around the
 * spaces and brackets, and the number reads "23 01 555 (212) 90+".
 */
export function PhoneText({ phone }: { phone: string }) {
  return <bdi dir="ltr">{phone}</bdi>;
}
