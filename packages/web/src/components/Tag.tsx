import type { Classification } from '../api/types';

const LABELS: Record<Classification, string> = {
  prompt: 'prompt',
  'compute-entry': 'compute-entry',
  'compute-toolkit': 'compute-toolkit',
};

export function ClassificationTag({ value }: { value: Classification }) {
  return <span className={`tag tag-${value}`}>{LABELS[value] ?? value}</span>;
}
