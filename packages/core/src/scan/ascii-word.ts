/** A character of `\w` as a regular expression without the `u` flag sees it: ASCII letters, digits, `_`. */
export const isAsciiWordCode = (code: number): boolean =>
  (code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122) || code === 95;
