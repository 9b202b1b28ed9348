/**
 * The page's path and query as a link target (a sign-in `redirect`, a dialog's address), written the way
 * the server render writes it. React Router re-serializes the query the server renders with
 * (URLSearchParams: "," becomes "%2C", a space "+"); the browser keeps the address as typed. A link built
 * from one or the other would differ between the server's HTML and hydration.
 */
export function pathWithQuery({ pathname, search }: { pathname: string; search: string }): string {
  const query = new URLSearchParams(search).toString();
  return query ? `${pathname}?${query}` : pathname;
}
