/** A select's options for LinkedIn accounts, each by its name (the filters, analytics, the disconnect dialog). */
export function AccountOptions({ accounts }: { accounts: ReadonlyArray<{ id: string; name: string }> }) {
  return <Options values={accounts.map((a) => a.id)} labelOf={(id) => accounts.find((a) => a.id === id)?.name ?? id} />;
}

/** A select's options, each value shown in the product's words (a poll's durations, the weekdays, the roles). */
export function Options<V extends string | number>({ values, labelOf }: { values: ReadonlyArray<V>; labelOf: (value: V) => string }) {
  return (
    <>
      {values.map((value) => (
        <option key={value} value={value}>
          {labelOf(value)}
        </option>
      ))}
    </>
  );
}
