import { createSecretMasker } from '@skillport/core';
import type { ModelMessage } from 'ai';

function maskDeep(value: unknown, mask: (text: string) => string): unknown {
  if (typeof value === 'string') return mask(value);
  if (Array.isArray(value)) return value.map((item) => maskDeep(item, mask));
  // Plain records only: binary parts (Uint8Array, Buffer, URL) are passed through untouched.
  if (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, maskDeep(item, mask)]));
  }
  return value;
}

/**
 * The step's messages with every request-scoped secret value masked in their text (user text, model text,
 * tool inputs and results): a value the user pasted, or a host tool returned, never reaches the model.
 */
export function maskMessages(messages: readonly ModelMessage[], secrets: readonly string[]): ModelMessage[] {
  // One compiled masker for every string of the step; flushing after each string leaves it empty again.
  const masker = createSecretMasker(secrets);
  const mask = (text: string) => masker.mask(text) + masker.flush();
  return messages.map((message) => maskDeep(message, mask) as ModelMessage);
}
