export type Rule = (value: unknown) => string | null;
export const required = (): Rule => (v) => (v === undefined || v === "" ? "required" : null);
export const email = (): Rule => (v) => (typeof v === "string" && /^[^@\s]+@[^@\s]+$/.test(v) ? null : "invalid email");
export function validate(data: Record<string, unknown>, rules: Record<string, Rule[]>) {
  const out: Record<string, string[]> = {};
  for (const [k, rs] of Object.entries(rules)) {
    const errs = rs.map((r) => r(data[k])).filter((e): e is string => e !== null);
    if (errs.length) out[k] = errs;
  }
  return out;
}
