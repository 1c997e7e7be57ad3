import type { JsValue } from './js-value.js';

/** Variables of one block or function, looked up through the scopes around it the way JavaScript does. */
export class JsScope {
  private readonly vars = new Map<string, JsValue>();

  constructor(readonly parent?: JsScope) {}

  declare(name: string, value: JsValue): void {
    this.vars.set(name, value);
  }

  lookup(name: string): JsValue | undefined {
    for (let s: JsScope | undefined = this; s !== undefined; s = s.parent) {
      const v = s.vars.get(name);
      if (v !== undefined) return v;
    }
    return undefined;
  }

  /** Assigns where the name was declared (an undeclared name becomes a global, as in sloppy mode). */
  assign(name: string, value: JsValue): void {
    let root: JsScope = this;
    for (let s: JsScope | undefined = this; s !== undefined; s = s.parent) {
      if (s.vars.has(name)) {
        s.vars.set(name, value);
        return;
      }
      root = s;
    }
    root.vars.set(name, value);
  }
}
