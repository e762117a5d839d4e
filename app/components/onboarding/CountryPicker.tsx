import { useId, useRef, useState } from "react";
import { useBrowserLayoutEffect } from "~/lib/use-browser-layout-effect";
import type { Country } from "~/spec/phone";

type PhoneModule = typeof import("~/spec/phone");

/**
 * The phone call's country: a combobox (ARIA 1.2, list autocomplete) over every country, India
 * first. Typing filters by name or calling code; arrows move, Enter or Tab picks, Escape puts the
 * picked country back. Until the phone module has loaded it shows the country it was given.
 */
export function CountryPicker({
  inputId,
  phone,
  value,
  fallbackLabel,
  onChange,
}: {
  /** For the visible <label htmlFor>. */
  inputId: string;
  phone: PhoneModule | null;
  value: string;
  fallbackLabel: string;
  onChange(iso: string): void;
}) {
  const id = useId();
  const listId = `${id}-countries`;
  const picked = phone?.findCountry(value);
  const label = picked && phone ? phone.countryLabel(picked) : fallbackLabel;
  // null: not searching, the input shows the picked country.
  const [query, setQuery] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const listRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  // The country list arrived while the member was in the field, before they typed: its text changes
  // from the fallback to the picked country, and stays selected, so what they type replaces it.
  useBrowserLayoutEffect(() => {
    const input = inputRef.current;
    if (input && query === null && document.activeElement === input) input.select();
  }, [label]);
  const options: Country[] = phone && open ? phone.searchCountries(query ?? "") : [];
  const activeOption = options[Math.min(active, options.length - 1)];
  const optionId = (c: Country) => `${id}-${c.iso}`;

  function show(index: number) {
    setOpen(true);
    setActive(index);
    // The active option stays in sight as the arrows move through a long list.
    requestAnimationFrame(() => listRef.current?.querySelector(`[data-index="${index}"]`)?.scrollIntoView({ block: "nearest" }));
  }
  function pick(country: Country | undefined) {
    if (country) onChange(country.iso);
    setQuery(null);
    setOpen(false);
  }
  function openAtPicked() {
    const all = phone?.searchCountries(query ?? "") ?? [];
    show(Math.max(0, query === null ? all.findIndex((c) => c.iso === value) : 0));
  }

  return (
    <div className="country-picker">
      <input
        id={inputId}
        ref={inputRef}
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={open && options.length > 0}
        aria-controls={listId}
        aria-activedescendant={open && activeOption ? optionId(activeOption) : undefined}
        autoComplete="off"
        spellCheck={false}
        value={query ?? label}
        onFocus={(e) => e.currentTarget.select()}
        onClick={() => (open ? setOpen(false) : openAtPicked())}
        onChange={(e) => {
          setQuery(e.target.value);
          show(0);
        }}
        onBlur={() => {
          // Leaving after typing picks the best match; leaving with no match keeps the country.
          pick(query !== null && open ? activeOption : undefined);
        }}
        onKeyDown={(e) => {
          const last = options.length - 1;
          if (e.key === "ArrowDown") {
            e.preventDefault();
            if (!open || e.altKey) return openAtPicked();
            show(Math.min(active + 1, last));
          } else if (e.key === "ArrowUp") {
            e.preventDefault();
            if (!open) return openAtPicked();
            show(Math.max(active - 1, 0));
          } else if (e.key === "Enter" && open) {
            // Enter picks the country; it does not send the form.
            e.preventDefault();
            pick(activeOption);
          } else if (e.key === "Escape" && (open || query !== null)) {
            e.preventDefault();
            pick(undefined);
          }
        }}
      />
      <div id={listId} role="listbox" aria-label="Countries" className="country-picker__list" ref={listRef} hidden={options.length === 0}>
        {options.map((c, index) => (
          // biome-ignore lint/a11y/useKeyWithClickEvents: keys stay on the combobox input, which points here with aria-activedescendant
          <div
            key={c.iso}
            id={optionId(c)}
            role="option"
            tabIndex={-1}
            data-index={index}
            aria-selected={c === activeOption}
            className="country-picker__option"
            // Picking by mouse must not blur the input first (blur would pick the active one).
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => pick(c)}
          >
            {phone?.countryLabel(c)}
          </div>
        ))}
      </div>
      {open && options.length === 0 ? (
        <p className="country-picker__list country-picker__empty" role="status">
          {phone ? `No country matches “${query ?? ""}”.` : "Loading countries…"}
        </p>
      ) : null}
    </div>
  );
}
