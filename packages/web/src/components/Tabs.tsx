import { type KeyboardEvent, useRef } from 'react';

/** WAI-ARIA tabs: arrow keys, Home and End move between tabs; only the selected one is in the tab order. */
export function Tabs<T extends string>({
  id,
  tabs,
  selected,
  onSelect,
  label,
}: {
  id: string;
  tabs: readonly T[];
  selected: T;
  onSelect: (tab: T) => void;
  label: string;
}) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const onKey = (event: KeyboardEvent) => {
    const at = tabs.indexOf(selected);
    const next =
      event.key === 'ArrowRight'
        ? (at + 1) % tabs.length
        : event.key === 'ArrowLeft'
          ? (at - 1 + tabs.length) % tabs.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? tabs.length - 1
              : -1;
    if (next < 0) return;
    event.preventDefault();
    onSelect(tabs[next]!);
    refs.current[next]?.focus();
  };
  return (
    <div role="tablist" aria-label={label} className="tabs" onKeyDown={onKey}>
      {tabs.map((tab, i) => (
        <button
          key={tab}
          ref={(el) => {
            refs.current[i] = el;
          }}
          type="button"
          role="tab"
          id={`${id}-tab-${tab}`}
          aria-selected={tab === selected}
          aria-controls={`${id}-panel`}
          tabIndex={tab === selected ? 0 : -1}
          onClick={() => onSelect(tab)}
        >
          {tab}
        </button>
      ))}
    </div>
  );
}
